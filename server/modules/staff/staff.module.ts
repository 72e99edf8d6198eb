import type { Module } from '../../context';
import { forgetMembershipLogUser } from './membership-log.service';
import { staffMigration } from './migrations/064_staff';
import { membershipLogMigration } from './migrations/076_membership_log';
import { backfillStaffRows, forgetStaffOf } from './staff-rows.service';
import { staffPublicRoutes, staffRoutes } from './staff.routes';
import { writeInvitation } from './staff.service';
// Adds the area's tables to Database (declaration merging).
import './staff.tables';

/**
 * Staff: invitations by e-mail to a role at an estate (managers, guards, a unit's owner or
 * resident), accepting them from the mailed link, the synced staff and invitation lists, and
 * removing a person's role and the moves within an estate (what came through the role ends:
 * `Module.onMembershipRemoved`), and the membership log its managers read.
 */
export const staffModule = {
  name: 'staff',
  publicRoutes: staffPublicRoutes,
  routes: staffRoutes,
  migrations: {
    '064_staff': staffMigration,
    '076_membership_log': membershipLogMigration,
  },
  // The units import (and any other module) invites a unit's owner through this.
  inviteMember: writeInvitation,
  onAccountDeletion: async (trx, userId) => {
    await forgetStaffOf(trx, userId);
    // The membership log is the estate's record: its rows stay, without the deleted account's id and name.
    await forgetMembershipLogUser(trx, userId);
  },
  jobs: [
    {
      name: 'staff list backfill',
      async run(ctx, log) {
        const published = await backfillStaffRows(ctx.db);
        if (published > 0) log.info({ published }, 'published missing staff rows');
      },
    },
  ],
} satisfies Module;
