import { staffTables } from '../../contract/staff';
import { movesTables } from '../../contract/staff-moves';
import { clientTable, defineFeature } from '../../db/feature';
import { stores } from './staff.stores';

/** The estate's staff, open invitations and membership log (managers: their estate's; operators: every estate's managers). Writes are online calls. */
export const feature = defineFeature({
  tables: {
    staffMembers: clientTable(staffTables.staffMembers, stores.tables.staffMembers),
    staffInvitations: clientTable(staffTables.staffInvitations, stores.tables.staffInvitations),
    // The membership log (issue 26): who changed whose membership, when; the estate's managers only.
    membershipLog: clientTable(movesTables.membershipLog, stores.tables.membershipLog),
  },
});
