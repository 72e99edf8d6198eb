import * as v from 'valibot';
import { syncedTable } from './registry';
import { isAcceptableDeviceKeyText } from './small-order';
import { ACCESS_MESSAGES } from '../i18n/en/access';
import { AUTH_MESSAGES, SIGN_UP_MESSAGES } from '../i18n/en/auth';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { text } from './text';

/**
 * Gate access (spec 1 sections 2.8 and 3, ARCHITECTURE section 6): synced rows, API bodies and
 * the gate-event mutation. Byte fields travel as base64url text without padding.
 */

const base64url = (bytes: number) =>
  v.pipe(text(), v.regex(/^[A-Za-z0-9_-]+$/, ERROR_MESSAGES.invalidKey), v.length(Math.ceil((bytes * 4) / 3), ERROR_MESSAGES.invalidKey));

/**
 * The estate's gate clock settings (estates.gate_window_sec, estates.gate_list_max_age_sec):
 * a code is accepted while |t_code - now| <= acceptanceWindowSec (server-corrected clocks), and
 * a guard's revocation list older than revocationMaxAgeSec refuses every code (fail closed).
 * The server re-signs lists every 12 hours, so the maximum age is at least a day.
 */
export const GATE_WINDOW_SEC = { min: 5, max: 300, default: 30 } as const;
export const GATE_LIST_MAX_AGE_SEC = { min: 24 * 3600, max: 30 * 24 * 3600, default: 72 * 3600 } as const;
export const GateSettingsSchema = v.object({
  acceptanceWindowSec: v.pipe(v.number(), v.integer(), v.minValue(GATE_WINDOW_SEC.min), v.maxValue(GATE_WINDOW_SEC.max)),
  revocationMaxAgeSec: v.pipe(v.number(), v.integer(), v.minValue(GATE_LIST_MAX_AGE_SEC.min), v.maxValue(GATE_LIST_MAX_AGE_SEC.max)),
});
export type GateSettings = v.InferOutput<typeof GateSettingsSchema>;

/** Access control config of one estate (spec 3), mirrored to everyone holding a role there. */
export const AccessControlConfigSchema = v.object({
  estateId: v.number(),
  qrCodeUrl: text(),
  qrCodeKey: text(),
  qrCodeKeyIv: text(),
  encryptionEnabled: v.boolean(),
  // Optional: configs published before the settings existed lack them (devices use the defaults).
  acceptanceWindowSec: v.optional(GateSettingsSchema.entries.acceptanceWindowSec),
  revocationMaxAgeSec: v.optional(GateSettingsSchema.entries.revocationMaxAgeSec),
});
export type AccessControlConfig = v.InferOutput<typeof AccessControlConfigSchema>;

/** An estate issuing public key (Ed25519) that guards pin to verify credentials offline. */
export const GateKeySchema = v.object({ keyId: text(), estateId: v.number(), publicKey: text() });
export type GateKey = v.InferOutput<typeof GateKeySchema>;

/** The estate's signed revocation list (src/domain/qr/revocation.ts), one row per estate. */
export const RevocationListRecordSchema = v.object({
  estateId: v.number(),
  keyId: text(),
  signature: text(),
  issuedAt: v.number(),
  seq: v.number(),
  revokedCredIds: v.array(text()),
  revokedUserIds: v.array(text()),
  minCredNotBefore: v.number(),
});
export type RevocationListRecord = v.InferOutput<typeof RevocationListRecordSchema>;

/** What the guard screen shows for a resident who holds a gate credential at the estate. */
export const GateResidentSchema = v.object({
  id: text(),
  estateId: v.number(),
  userId: text(),
  displayName: text(),
  photoURL: text(),
  unitNo: text(),
  roleDisplayName: text(),
});
export type GateResident = v.InferOutput<typeof GateResidentSchema>;

export const GATE_DECISIONS = ['ALLOW', 'DENY'] as const;

/** One scan decision taken by a guard device (audit log), written through the outbox. */
export const GateEventArgsSchema = v.object({
  id: v.pipe(text(), v.regex(/^[A-Za-z0-9-]{8,64}$/, ERROR_MESSAGES.invalidEventId)),
  estateId: v.pipe(v.number(), v.integer()),
  decision: v.picklist(GATE_DECISIONS),
  reason: v.pipe(text(), v.maxLength(40)),
  credId: v.pipe(text(), v.maxLength(40)),
  residentUserId: v.pipe(text(), v.maxLength(100)),
  t: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Guard clock, epoch ms. */
  scannedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The access zone the console stands at (people configuration); absent or 0: zones not checked. */
  zoneId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type GateEventArgs = v.InferOutput<typeof GateEventArgsSchema>;

export const GateEventSchema = v.object({
  ...GateEventArgsSchema.entries,
  id: text(),
  reason: text(),
  credId: text(),
  residentUserId: text(),
  guardUserId: text(),
});
export type GateEvent = v.InferOutput<typeof GateEventSchema>;

/** What was shown at the gate: a resident's QR, a visitor's signed pass, a delivery PIN. */
export const GATE_LOG_KINDS = ['resident', 'pass', 'pin'] as const;
export type GateLogKind = (typeof GATE_LOG_KINDS)[number];

/**
 * One gate decision in the estate's visitor log (gate scope: its guards and managers), whatever
 * was shown. Names only: never an ID number, a credential, a pass id, a code or a PIN. The row's
 * id is the decision's own (the gate event's or the pass use's), so a decision synced twice is
 * one row. `decidedAt` is the guard's server-corrected clock, `syncedAt` when the server got it.
 */
export const GateLogEntrySchema = v.object({
  id: text(),
  estateId: v.number(),
  kind: v.picklist(GATE_LOG_KINDS),
  /** The pass's kind (visitor, delivery, serviceProvider, associate, guest, letter); '' for a resident or an unknown code. */
  passKind: text(),
  /** The resident's or the pass holder's name; '' when the code did not prove whose it is. */
  person: text(),
  unitNo: text(),
  /** The console's access zone; 0: zones not checked. */
  zoneId: v.number(),
  decision: v.picklist(GATE_DECISIONS),
  reason: text(),
  guardName: text(),
  decidedAt: v.number(),
  syncedAt: v.number(),
});
export type GateLogEntry = v.InferOutput<typeof GateLogEntrySchema>;

/**
 * POST /sdk/access/devices/challenge (no body): a fresh challenge for the next enrolment or
 * renewal, single use, valid for a short time, bound to the caller's user and session.
 */
export type EnrolChallengeAnswer = { challenge: string; expiresAt: number };

/**
 * POST /sdk/access/devices: register the device public key (never one of small order), proven
 * by the device's signature over a challenge from the server (src/domain/qr/device-key.ts), and
 * get a signed credential.
 */
export const EnrolDeviceRequestSchema = v.object({
  estateId: v.pipe(v.number(SIGN_UP_MESSAGES.estateRequired), v.integer(SIGN_UP_MESSAGES.estateRequired)),
  devicePub: v.pipe(base64url(32), v.check(isAcceptableDeviceKeyText, ERROR_MESSAGES.invalidKey)),
  challenge: base64url(32),
  signature: base64url(64),
});
export type EnrolDeviceRequest = v.InferOutput<typeof EnrolDeviceRequestSchema>;

export type EnrolDeviceAnswer = { credential: string; credId: string; estateId: number; devicePub: string; notAfter: number };

/** POST /sdk/access/pin/reset: re-authenticate with the account password; the device key is revoked. */
export const ResetPinRequestSchema = v.object({
  password: v.pipe(text(), v.minLength(1, AUTH_MESSAGES.enterPassword), v.maxLength(1024)),
  devicePub: v.optional(base64url(32)),
});
export type ResetPinRequest = v.InferOutput<typeof ResetPinRequestSchema>;

/** POST /sdk/access/revocations (estate manager): revoke a user or one credential at an estate. */
export const RevokeRequestSchema = v.pipe(
  v.object({
    estateId: v.pipe(v.number(), v.integer()),
    userId: v.optional(v.pipe(text(), v.minLength(1), v.maxLength(100))),
    credId: v.optional(base64url(16)),
  }),
  v.check((b) => b.userId !== undefined || b.credId !== undefined, ACCESS_MESSAGES.revokeWhom),
);
export type RevokeRequest = v.InferOutput<typeof RevokeRequestSchema>;

/** POST /sdk/access/access-control (estate manager): put a user's estate in or out of their access-location list. */
export const SetAccessControlRequestSchema = v.object({
  estateId: v.pipe(v.number(), v.integer()),
  userId: v.pipe(text(), v.minLength(1), v.maxLength(100)),
  accessControl: v.boolean(),
});
export type SetAccessControlRequest = v.InferOutput<typeof SetAccessControlRequestSchema>;

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const gateTables = {
  accessControlConfig: syncedTable(AccessControlConfigSchema, 'estateId'),
  gateKeys: syncedTable(GateKeySchema, 'keyId'),
  revocationLists: syncedTable(RevocationListRecordSchema, 'estateId'),
  gateResidents: syncedTable(GateResidentSchema, 'id'),
  gateEvents: syncedTable(GateEventSchema, 'id'),
  gateLog: syncedTable(GateLogEntrySchema, 'id'),
};
/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const gateMutations = {
  'gate.recordEvent': GateEventArgsSchema,
};

type GateTables = typeof gateTables;
type GateMutations = typeof gateMutations;
declare module './registry' {
  interface SyncedTableRegistry extends GateTables {}
  interface MutationRegistry extends GateMutations {}
}
