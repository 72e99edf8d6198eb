import { peopleMutations as m } from '../../contract/people';
import { defineFeature, defineMutation } from '../../db/feature';

/** The user's own onboarding (face and consent): nothing changes on the device until the server's rows arrive. */
export const feature = defineFeature({
  mutations: {
    'onboarding.complete': defineMutation(m['onboarding.complete'], { table: 'users', rowId: (_args, { userId }) => userId, apply: async () => undefined }),
  },
});
