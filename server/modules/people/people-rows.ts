import { API } from '../../../src/contract/api-paths';
import { WEEKDAY_TIME_KEYS, type Associate, type Unit, type UnitRequest, type WeekdayTimes } from '../../../src/contract/people';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../../../src/contract/people';
import type { AssociateRow, RequestRow, UnitRow } from './people.repository';

/** Database rows -> the contract's synced records of this area. */

export const unitId = (estateId: number, unitNo: string) => `${estateId}:${unitNo}`;

export function toUnit(row: UnitRow, associatesCount: number): Unit {
  const estateId = Number(row.estate_id);
  return {
    id: unitId(estateId, row.unit_no),
    estateId,
    unitNo: row.unit_no,
    standNo: row.stand_no,
    isLettingUnit: Number(row.is_letting) === 1,
    noOfAssociatesPerUnit: Number(row.max_associates),
    associatesCount,
    allowedVisitors: Number(row.max_visitors),
    visitorInvitesDay: row.visitor_invites_day,
    visitorInvitesUsed: Number(row.visitor_invites_used),
    maxGuests: Number(row.max_guests),
    guestsCount: Number(row.guests_count),
    block: row.block,
    unitType: row.unit_type,
    archived: Number(row.archived_at) > 0,
  };
}

/** The 14 weekday fields from the stored JSON ('' for a field that is missing). */
export function weekdayTimesOf(json: string): WeekdayTimes {
  const stored = JSON.parse(json) as Partial<Record<string, unknown>>;
  return Object.fromEntries(WEEKDAY_TIME_KEYS.map((key) => [key, typeof stored[key] === 'string' ? stored[key] : ''])) as WeekdayTimes;
}

/** The last four characters of an ID or passport number ('' when none). */
export function maskIdNumber(idNumber: string): string {
  return idNumber === '' ? '' : `${'*'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`;
}

/** The synced row: never the full ID number nor the documents, only whether they exist. */
export function toAssociate(row: AssociateRow): Associate {
  return {
    pkiAssociateID: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    resident_userId: row.owner_id,
    fkiAssociateTypeID: Number(row.type_id),
    associateType: row.type_name,
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
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    suburb: row.suburb,
    town: row.town,
    postalCode: row.postal_code,
    accessZoneIDList: row.zone_ids,
    ...weekdayTimesOf(row.access_times),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    documentType: Number(row.document_type),
    hasDocumentFront: row.document_front_file_id !== '',
    hasDocumentBack: row.document_back_file_id !== '',
    associateImage: row.face_file_id === '' ? '' : API.associateImage(row.id, 'face'),
    faceOnboardingComplete: row.face_file_id !== '',
    delegateAssociate: Number(row.is_delegate) === 1 ? 1 : 0,
    delegateUserId: row.delegate_user_id,
    createdAt: Number(row.created_at),
  };
}

const isKind = (kind: string): kind is UnitRequest['kind'] => (REQUEST_KINDS as readonly string[]).includes(kind);
const isStatus = (status: string): status is UnitRequest['status'] => (REQUEST_STATUSES as readonly string[]).includes(status);

export function toUnitRequest(row: RequestRow): UnitRequest {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    kind: isKind(row.kind) ? row.kind : 'removal',
    associateId: row.associate_id,
    associateName: row.associate_name,
    requestedBy: row.user_id,
    requestedByName: row.requested_by_name,
    status: isStatus(row.status) ? row.status : 'PENDING',
    reason: row.reason,
    createdAt: Number(row.created_at),
    decidedAt: Number(row.decided_at),
  };
}
