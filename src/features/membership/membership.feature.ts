import { membershipMutations as m, membershipTables } from '../../contract/membership';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { stores } from './membership.stores';

/**
 * Requests to join an estate: the user's own and, for an estate's manager, the estate's pending
 * ones. The manager's decisions and the person's withdrawal go through the outbox: the request
 * shows the decision at once, offline too; the role row the approval gives comes with the sync.
 */
export const feature = defineFeature({
  tables: {
    membershipRequests: clientTable(membershipTables.membershipRequests, stores.tables.membershipRequests),
  },
  mutations: {
    'membership.approve': defineMutation(m['membership.approve'], {
      table: 'membershipRequests',
      rowId: (args) => args.id,
      apply: (args, { db }) =>
        db.membershipRequests.update(args.id, { status: 'approved', grantedRole: args.roleName, grantedUnitNo: args.unitNo, decidedAt: Date.now() }),
    }),
    'membership.decline': defineMutation(m['membership.decline'], {
      table: 'membershipRequests',
      rowId: (args) => args.id,
      apply: (args, { db }) => db.membershipRequests.update(args.id, { status: 'declined', reason: args.reason, decidedAt: Date.now() }),
    }),
    'membership.withdraw': defineMutation(m['membership.withdraw'], {
      table: 'membershipRequests',
      rowId: (args) => args.id,
      apply: (args, { db }) => db.membershipRequests.update(args.id, { status: 'withdrawn' }),
    }),
  },
});
