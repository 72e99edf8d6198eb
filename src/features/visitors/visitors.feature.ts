import { invitesMutations as m, invitesTables as t } from '../../contract/invites';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';

/** Invites and passes: the estate's invite settings, invites, passes, pass uses, regular visitors, letters and letting guests. */
export const feature = defineFeature({
  tables: {
    inviteSettings: clientTable(t.inviteSettings, 4),
    invites: clientTable(t.invites, 4, ['[EstateID+unitNo]']),
    passes: clientTable(t.passes, 4, ['subjectId', '[EstateID+unitNo]']),
    gatePasses: clientTable(t.gatePasses, 4, ['estateId', 'pinHash']),
    passUses: clientTable(t.passUses, 4, ['estateId', 'passId', 'scannedAt']),
    regularVisitors: clientTable(t.regularVisitors, 4, ['[EstateID+unitNo]', 'visitor_userId']),
    letters: clientTable(t.letters, 4, ['[EstateID+unitNo]', 'letter_userId']),
    lettingGuests: clientTable(t.lettingGuests, 4, ['[EstateID+unitNo]', 'inviteId']),
  },
  mutations: {
    // The optimistic row carries names the screen knows: src/sync/create-invite.ts writes it.
    'invites.create': defineMutation(m['invites.create'], { table: 'invites', rowId: (args) => args.inviteId }),
    'invites.revoke': defineMutation(m['invites.revoke'], {
      table: 'invites',
      rowId: (args) => args.inviteId,
      apply: (args, { db }) => db.invites.update(args.inviteId, { status: 'REVOKED' }),
    }),
    // Sends the pass link again: nothing changes on the device.
    'invites.resend': defineMutation(m['invites.resend'], { table: 'invites', rowId: (args) => args.inviteId, apply: async () => undefined }),
  },
});
