import type { EntityTable } from 'dexie';
import { lettingMutations as m } from '../../contract/letting';
import { defineFeature, defineMutation } from '../../db/feature';
import { VISITOR_SUBTEXTS } from '../../i18n/en/regular-visitors';
import { format } from '../../i18n/format';
import { stores } from './regular-visitors.stores';

/** One of the spec's 'Upcoming invite' rows (GET getRegularVisitorInvites). */
export type UpcomingInvite = { inviteId: string; visitInfo: string; status: string; inviteURL: string };
/** The signed-in visitor's upcoming invites as last read online. */
export type UpcomingInvitesRow = { userId: string; invites: UpcomingInvite[]; fetchedAt: number };

declare module '../../db/feature' {
  interface LocalTableRegistry {
    upcomingInvites: EntityTable<UpcomingInvitesRow, 'userId'>;
  }
}

/**
 * Regular visitors at the gate (issue 32): inviting one, approving or declining one who
 * onboarded, and removing one go through the outbox, each shown at once and marked waiting
 * until the server answers (the rows are the visitors feature's synced `regularVisitors`).
 */
export const feature = defineFeature({
  localTables: stores.localTables,
  mutations: {
    // INVITED at once; a phone already at the unit leaves the unit as it was (this row then goes).
    'regularVisitors.create': defineMutation(m['regularVisitors.create'], {
      table: 'regularVisitors',
      rowId: (args) => args.id,
      apply: (args, { db, userId }) => {
        const name = args.displayName.trim().replace(/\s+/g, ' ');
        const space = name.indexOf(' ');
        return db.regularVisitors.put({
          id: args.id,
          estateId: args.estateId,
          unitNo: args.standNo,
          resident_userId: userId,
          visitor_userId: '',
          firstName: space < 0 ? name : name.slice(0, space),
          lastName: space < 0 ? '' : name.slice(space + 1),
          phoneNumber: args.phoneNumber,
          email: args.email,
          photoURL: '',
          accessZoneIDList: args.accessGroups.join(','),
          status: 'INVITED',
          vehicleRegistrationNo: '',
          subtextMessage1: format(VISITOR_SUBTEXTS.unit, { unitNo: args.standNo }),
          subtextMessage2: VISITOR_SUBTEXTS.regularVisitor.INVITED,
          subtextMessage3: '',
          createdAt: Date.now(),
        });
      },
    }),
    'regularVisitors.decide': defineMutation(m['regularVisitors.decide'], {
      table: 'regularVisitors',
      rowId: (args) => args.id,
      apply: (args, { db }) => {
        const status = args.decision === 'approve' ? 'APPROVED' : 'DECLINED';
        return db.regularVisitors.update(args.id, { status, subtextMessage2: VISITOR_SUBTEXTS.regularVisitor[status] });
      },
    }),
    'regularVisitors.remove': defineMutation(m['regularVisitors.remove'], {
      table: 'regularVisitors',
      rowId: (args) => args.id,
      apply: (args, { db }) => db.regularVisitors.delete(args.id),
    }),
  },
});
