import { staffTables } from '../../contract/staff';
import { clientTable, defineFeature } from '../../db/feature';

/** The estate's staff and open invitations (managers: their estate's; operators: every estate's managers). Writes are online calls. */
export const feature = defineFeature({
  tables: {
    staffMembers: clientTable(staffTables.staffMembers, 10, ['estateId', 'userId']),
    staffInvitations: clientTable(staffTables.staffInvitations, 10, ['estateId']),
  },
});
