import type { Module } from '../../context';
import { staffMigration } from './migrations/064_staff';
import { backfillStaffRows, forgetStaffOf } from './staff-rows.service';
import { staffPublicRoutes, staffRoutes } from './staff.routes';
import { writeInvitation } from './staff.service';
// Adds the area's tables to Database (declaration merging).
import './staff.tables';

/**
 * Staff: invitations by e-mail to a role at an estate (managers, guards, a unit's owner or
 * resident), accepting them from the mailed link, the synced staff and invitation lists, and
 * removing a person's role (their sessions and gate keys end: `Module.onMembershipRemoved`).
 */
export const staffModule = {
  name: 'staff',
  publicRoutes: staffPublicRoutes,
  routes: staffRoutes,
  migrations: {
    '064_staff': staffMigration,
  },
  // The units import (and any other module) invites a unit's owner through this.
  inviteMember: writeInvitation,
  onAccountDeletion: forgetStaffOf,
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
