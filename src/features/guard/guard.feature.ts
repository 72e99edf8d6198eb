import { gateMutations } from '../../contract/gate';
import { invitesMutations } from '../../contract/invites';
import { defineFeature, defineMutation } from '../../db/feature';

/** The guard console's writes: gate decisions and pass uses (their optimistic rows are written by guard.api.ts and guard-passes.ts). */
export const feature = defineFeature({
  mutations: {
    'gate.recordEvent': defineMutation(gateMutations['gate.recordEvent'], { table: 'gateEvents', rowId: (args) => args.id }),
    'passes.recordUse': defineMutation(invitesMutations['passes.recordUse'], { table: 'passUses', rowId: (args) => args.id }),
  },
});
