import {
  INVITE_STATUSES,
  PASS_KINDS,
  PASS_STATUSES,
  type GatePass,
  type Invite,
  type Pass,
  type PassKind,
  type PassStatus,
  type PassUse,
} from '../../../src/contract/invites';
import type { InviteRow, PassRow, PassUseRow } from './invites.repository';

/** Database rows -> the contract's synced records of this area. */

const isPassKind = (kind: string): kind is PassKind => (PASS_KINDS as readonly string[]).includes(kind);
const isPassStatus = (status: string): status is PassStatus => (PASS_STATUSES as readonly string[]).includes(status);
const isInviteStatus = (status: string): status is Invite['status'] => (INVITE_STATUSES as readonly string[]).includes(status);
const inviteKind = (kind: string): Invite['kind'] => (kind === 'delivery' || kind === 'serviceProvider' ? kind : 'visitor');

export function toInvite(row: InviteRow): Invite {
  return {
    inviteId: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    residentUserID: row.owner_id,
    residentName: row.resident_name,
    kind: inviteKind(row.kind),
    pkivisitorInviteTypeID: Number(row.type_id),
    inviteTypeName: row.type_name,
    visitorName: row.visitor_name,
    visitorPhoneNumber: row.visitor_phone,
    visitorEmail: row.visitor_email,
    invitedDateStart: row.date_start,
    invitedDateEnd: row.date_end,
    dayCount: Number(row.day_count),
    multiEntry: Number(row.multi_entry) === 1,
    accessZoneIDList: row.zone_ids,
    regularVisitorId: row.regular_visitor_id,
    status: isInviteStatus(row.status) ? row.status : 'ACTIVE',
    createdAt: Number(row.created_at),
  };
}

/** The pass as its unit sees it: the code, the visitor's link token and (deliveries) the PIN. */
export function toPass(row: PassRow): Pass {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    kind: isPassKind(row.kind) ? row.kind : 'visitor',
    subjectId: row.subject_id,
    holderName: row.holder_name,
    code: row.code,
    pin: row.pin,
    linkToken: row.link_token,
    validFrom: Number(row.valid_from),
    validTo: Number(row.valid_to),
    maxEntries: Number(row.max_entries),
    entriesUsed: Number(row.entries_used),
    accessZoneIDList: row.zone_ids,
    status: isPassStatus(row.status) ? row.status : 'REVOKED',
    createdAt: Number(row.created_at),
  };
}

/** The resident who issued a pass as the gate sees them ('Call host'): their name and mobile number. */
export type PassHost = { name: string; phone: string };

/** What guard devices hold: never the code, the link token nor the PIN (its hash only); the host's phone when they have one. */
export function toGatePass(row: PassRow, host?: PassHost): GatePass {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    kind: isPassKind(row.kind) ? row.kind : 'visitor',
    unitNo: row.unit_no,
    holderName: row.holder_name,
    photoURL: row.photo_url,
    validFrom: Number(row.valid_from),
    validTo: Number(row.valid_to),
    maxEntries: Number(row.max_entries),
    accessZoneIDList: row.zone_ids,
    weeklyTimes: row.weekly_times,
    status: isPassStatus(row.status) ? row.status : 'REVOKED',
    pinHash: row.pin_hash,
    ...(host && host.phone !== '' ? { hostName: host.name, hostPhone: host.phone } : {}),
  };
}

export function toPassUse(row: PassUseRow): PassUse {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    passId: row.pass_id,
    method: row.method === 'pin' ? 'pin' : 'qr',
    decision: row.decision === 'ALLOW' ? 'ALLOW' : 'DENY',
    reason: row.reason,
    scannedAt: Number(row.scanned_at),
    guardUserId: row.guard_user_id,
    conflict: Number(row.conflict) === 1,
    holderName: row.holder_name,
    unitNo: row.unit_no,
  };
}
