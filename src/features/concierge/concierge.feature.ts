import { conciergeMutations as m, conciergeTables as t } from '../../contract/concierge';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { stores } from './concierge.stores';

const cardId = (args: { estateId: number; userId: string }) => `${args.estateId}:${args.userId}`;

/**
 * Concierge mode: the estate's residents a concierge acts for (their `concierge:` scope), what was
 * done by a concierge for a resident, and the manager's grant and removal of the role (through the
 * outbox: the member's card shows the change at once).
 */
export const feature = defineFeature({
  tables: {
    conciergeResidents: clientTable(t.conciergeResidents, stores.tables.conciergeResidents),
    conciergeActions: clientTable(t.conciergeActions, stores.tables.conciergeActions),
  },
  mutations: {
    'concierge.grant': defineMutation(m['concierge.grant'], {
      table: 'managerMembers',
      rowId: cardId,
      apply: (args, { db }) => db.managerMembers.update(cardId(args), { isConcierge: true }),
    }),
    'concierge.revoke': defineMutation(m['concierge.revoke'], {
      table: 'managerMembers',
      rowId: cardId,
      apply: (args, { db }) => db.managerMembers.update(cardId(args), { isConcierge: false }),
    }),
  },
});
