import { API } from '../../../src/contract/api-paths';
import { LETTER_STATUSES, REGULAR_VISITOR_STATUSES, type Letter, type LettingGuest, type RegularVisitor } from '../../../src/contract/invites';
import { VISITOR_SUBTEXTS } from '../../../src/i18n/en/regular-visitors';
import { format } from '../../../src/i18n/format';
import type { GuestRow, LetterRow, RegularVisitorRow } from './letting.repository';

/** Database rows -> the contract's synced records of this area (never the ID number in full, nor the documents). */

export type ImageSubject = 'regularVisitors' | 'letters' | 'guests';

/** The face's URL (served to the unit's people, the person and the estate's gate staff), '' when none. */
export const faceUrl = (subject: ImageSubject, id: string, fileId: string) => (fileId === '' ? '' : API.lettingImage(subject, id, 'face'));

/** The last four characters of an ID or passport number ('' when none). */
export function maskIdNumber(idNumber: string): string {
  return idNumber === '' ? '' : `${'*'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`;
}

/** The name the resident typed, split at the first space until the person onboards with their own. */
export function splitName(displayName: string): { first: string; last: string } {
  const name = displayName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space < 0 ? { first: name, last: '' } : { first: name.slice(0, space), last: name.slice(space + 1) };
}

const isVisitorStatus = (s: string): s is RegularVisitor['status'] => (REGULAR_VISITOR_STATUSES as readonly string[]).includes(s);
const isLetterStatus = (s: string): s is Letter['status'] => (LETTER_STATUSES as readonly string[]).includes(s);

export function toRegularVisitor(row: RegularVisitorRow): RegularVisitor {
  const status = isVisitorStatus(row.status) ? row.status : 'INVITED';
  const named = row.first_name !== '' ? { first: row.first_name, last: row.last_name } : splitName(row.display_name);
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    resident_userId: row.owner_id,
    visitor_userId: row.visitor_user_id,
    firstName: named.first,
    lastName: named.last,
    phoneNumber: row.phone,
    email: row.email,
    photoURL: faceUrl('regularVisitors', row.id, row.face_file_id),
    accessZoneIDList: row.zone_ids,
    status,
    vehicleRegistrationNo: row.vehicle_registration_no,
    subtextMessage1: format(VISITOR_SUBTEXTS.unit, { unitNo: row.unit_no }),
    subtextMessage2: VISITOR_SUBTEXTS.regularVisitor[status],
    subtextMessage3: row.vehicle_registration_no === '' ? '' : format(VISITOR_SUBTEXTS.vehicle, { registration: row.vehicle_registration_no }),
    createdAt: Number(row.created_at),
  };
}

export function toLetter(row: LetterRow): Letter {
  const status = isLetterStatus(row.status) ? row.status : 'PENDING';
  const onboarded = row.first_name !== '';
  return {
    inviteId: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    resident_userId: row.owner_id,
    letter_userId: row.letter_user_id,
    displayName: onboarded ? `${row.first_name} ${row.last_name}`.trim() : row.display_name,
    phoneNumber: row.phone,
    email: row.email,
    photoURL: faceUrl('letters', row.id, row.face_file_id),
    accessZoneIDList: row.zone_ids,
    invitedDateStart: row.date_start,
    invitedDateEnd: row.date_end,
    multiEntry: Number(row.multi_entry) === 1,
    status,
    subtextMessage1: format(VISITOR_SUBTEXTS.from, { date: row.date_start }),
    subtextMessage2: format(VISITOR_SUBTEXTS.to, { date: row.date_end }),
    subtextMessage3: VISITOR_SUBTEXTS.letter[status],
    createdAt: Number(row.created_at),
  };
}

export function toLettingGuest(row: GuestRow): LettingGuest {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    resident_userId: row.owner_id,
    inviteId: row.invite_id,
    associateTypeId: Number(row.type_id),
    associateRelationship: row.relationship,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone,
    email: row.email,
    idNumberMasked: maskIdNumber(row.id_number),
    isMinor: Number(row.is_minor) === 1,
    guardianFirstName: row.guardian_first_name,
    guardianLastName: row.guardian_last_name,
    guardianMobile: row.guardian_mobile,
    guardianEmail: row.guardian_email,
    accessZoneIDList: row.zone_ids,
    associateImage: faceUrl('guests', row.id, row.face_file_id),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    status: row.status === 'REMOVED' ? 'REMOVED' : 'ACTIVE',
    createdAt: Number(row.created_at),
  };
}
