import type { EntityTable } from 'dexie';
import { API } from '../../contract/api-paths';
import { type GuestImageField, lettingMutations as m } from '../../contract/letting';
import { defineFeature, defineMutation } from '../../db/feature';
import { VISITOR_SUBTEXTS } from '../../i18n/en/regular-visitors';
import { format } from '../../i18n/format';
import { stores } from './letting.stores';

/** A letting guest's picture taken on this device, kept until it is uploaded and the guest holds it. */
export type GuestUploadRow = { id: string; guestId: string; field: GuestImageField; blob: Blob; createdAt: number; error?: string };

/** What the optimistic guest shows that the args do not carry: the relationship's name, and whether a face waits to go up. */
export type GuestShown = { relationship: string; hasFace: boolean };

declare module '../../db/feature' {
  interface MutationLocals {
    'letting.addGuest': GuestShown;
  }
  interface LocalTableRegistry {
    lettingGuestUploads: EntityTable<GuestUploadRow, 'id'>;
  }
}

const masked = (idNumber: string) => (idNumber === '' ? '' : `${'*'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`);

/**
 * Short-term letting at the gate (issue 32): the letter's invite, dates and removal and the
 * guests go through the outbox, each shown at once and marked waiting until the server answers
 * (the rows are the visitors feature's synced `letters` and `lettingGuests`).
 */
export const feature = defineFeature({
  localTables: stores.localTables,
  mutations: {
    // PENDING at once; the server may fold it into the unit's letter with the same phone (this row then goes).
    'letting.inviteLetter': defineMutation(m['letting.inviteLetter'], {
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
    'letting.changeDates': defineMutation(m['letting.changeDates'], {
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
    'letting.removeLetter': defineMutation(m['letting.removeLetter'], {
      table: 'letters',
      rowId: (args) => args.inviteId,
      apply: (args, { db }) => db.letters.delete(args.inviteId),
    }),
    // ACTIVE at once, within the unit's maximum as this device counts it; the server counts again.
    'letting.addGuest': defineMutation(m['letting.addGuest'], {
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
    'letting.setGuestImage': defineMutation(m['letting.setGuestImage'], {
      table: 'lettingGuests',
      rowId: (args) => args.guestId,
      apply: async () => undefined,
    }),
  },
});
