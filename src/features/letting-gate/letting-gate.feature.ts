import type { EntityTable } from 'dexie';
import { API } from '../../contract/api-paths';
import { lettingMutations as m } from '../../contract/letting';
import type { GuestUploadRow } from '../../domain/letting';
import { defineFeature, defineMutation } from '../../db/feature';
import { VISITOR_SUBTEXTS } from '../../i18n/en/regular-visitors';
import { format } from '../../i18n/format';
import { stores } from './letting-gate.stores';

/** What the optimistic guest shows that the args do not carry: the relationship's name, and whether a face waits to go up. */
export type GuestShown = { relationship: string; hasFace: boolean };

declare module '../../db/feature' {
  interface MutationLocals {
    'lettingGuests.add': GuestShown;
  }
  interface LocalTableRegistry {
    lettingGuestUploads: EntityTable<GuestUploadRow, 'id'>;
  }
}

const masked = (idNumber: string) => (idNumber === '' ? '' : `${'*'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`);

/**
 * Short-term letting at the gate (issue 32), the client half of its writes: the letter's invite,
 * dates and removal and the guests go through the outbox, each shown at once and marked waiting
 * until the server answers (the rows are the visitors feature's synced `letters` and
 * `lettingGuests`; the screens are the letting feature's). Apart so the letting folder stays
 * within its size.
 */
export const feature = defineFeature({
  localTables: stores.localTables,
  mutations: {
    // PENDING at once; the server may fold it into the unit's letter with the same phone (this row then goes).
    'letters.invite': defineMutation(m['letters.invite'], {
      table: 'letters',
      rowId: (args) => args.inviteId,
      apply: (args, { db, userId }) =>
        db.letters.put({
          inviteId: args.inviteId,
          estateId: args.estateId,
          unitNo: args.standNo,
          resident_userId: userId,
          letter_userId: '',
          displayName: args.displayName,
          phoneNumber: args.phoneNumber,
          email: args.email,
          photoURL: '',
          accessZoneIDList: args.accessgroups.join(','),
          invitedDateStart: args.invitedDateStart,
          invitedDateEnd: args.invitedDateEnd,
          multiEntry: args.multiEntry,
          status: 'PENDING',
          subtextMessage1: format(VISITOR_SUBTEXTS.from, { date: args.invitedDateStart }),
          subtextMessage2: format(VISITOR_SUBTEXTS.to, { date: args.invitedDateEnd }),
          subtextMessage3: VISITOR_SUBTEXTS.letter.PENDING,
          createdAt: Date.now(),
        }),
    }),
    'letters.changeDates': defineMutation(m['letters.changeDates'], {
      table: 'letters',
      rowId: (args) => args.inviteId,
      apply: (args, { db }) =>
        db.letters.update(args.inviteId, {
          invitedDateStart: args.invitedDateStart,
          invitedDateEnd: args.invitedDateEnd,
          subtextMessage1: format(VISITOR_SUBTEXTS.from, { date: args.invitedDateStart }),
          subtextMessage2: format(VISITOR_SUBTEXTS.to, { date: args.invitedDateEnd }),
        }),
    }),
    'letters.remove': defineMutation(m['letters.remove'], {
      table: 'letters',
      rowId: (args) => args.inviteId,
      apply: (args, { db }) => db.letters.delete(args.inviteId),
    }),
    // ACTIVE at once, within the unit's maximum as this device counts it; the server counts again.
    'lettingGuests.add': defineMutation(m['lettingGuests.add'], {
      table: 'lettingGuests',
      rowId: (args) => args.guestId,
      apply: (args, { db, userId }, shown: GuestShown) =>
        db.lettingGuests.put({
          id: args.guestId,
          estateId: args.estateId,
          unitNo: args.unitNo,
          resident_userId: userId,
          inviteId: args.inviteId,
          associateTypeId: args.associateTypeId,
          associateRelationship: shown.relationship,
          firstName: args.firstName,
          lastName: args.lastName,
          phoneNumber: args.phoneNumber,
          email: args.email,
          idNumberMasked: masked(args.passportOrIDNumber),
          isMinor: args.isMinor,
          guardianFirstName: args.guardianFirstName,
          guardianLastName: args.guardianLastName,
          guardianMobile: args.guardianMobile,
          guardianEmail: args.guardianEmail,
          accessZoneIDList: args.accessZoneIDList.join(','),
          associateImage: shown.hasFace ? API.lettingImage('guests', args.guestId, 'face') : '',
          validFrom: args.validFrom,
          validTo: args.validTo,
          status: 'ACTIVE',
          createdAt: Date.now(),
        }),
    }),
    // The guest's picture: the row names it already (the face is cached on this device).
    'lettingGuests.setImage': defineMutation(m['lettingGuests.setImage'], {
      table: 'lettingGuests',
      rowId: (args) => args.guestId,
      apply: async () => undefined,
    }),
  },
});
