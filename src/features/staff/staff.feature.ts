import { staffTables } from '../../contract/staff';
import { movesTables } from '../../contract/staff-moves';
import { clientTable, defineFeature } from '../../db/feature';

/** The estate's staff, open invitations and membership log (managers: their estate's; operators: every estate's managers). Writes are online calls. */
export const feature = defineFeature({
  tables: {
    staffMembers: clientTable(staffTables.staffMembers, 10, ['estateId', 'userId']),
    staffInvitations: clientTable(staffTables.staffInvitations, 10, ['estateId']),
    // The membership log (issue 26): who changed whose membership, when; the estate's managers only.
    membershipLog: clientTable(movesTables.membershipLog, 12, ['estateId', 'at']),
  },
});
