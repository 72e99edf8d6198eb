/**
 * Gate passes: visitor invites, deliveries, associates without the app, letting guests
 * and letters. The guard console decides on a pass offline, from its signature and the rows it
 * synced (revocation, entries used), the way it decides on resident codes (verify.ts).
 *
 * Signed pass, version 1. Bytes (integers big-endian unless said otherwise):
 *
 *   offset  size   field
 *   0       2      header 0xCB42 (Base45 'EVP', so the QR text starts so; not signed, fixed)
 *   2       16     passId       (a UUID's 16 bytes; canonical lowercase text in the object form)
 *   18      1      kind         (u8 index into PASS_KINDS of src/contract/invites.ts: that list's
 *                                order is part of this format; new kinds go at its end)
 *   19      2      keyTag       (the issuing public key's first 2 bytes; base64url in `keyId`)
 *   21      4      validFrom    (u32 epoch seconds, inclusive)
 *   25      4      validTo      (u32 epoch seconds, inclusive; not before validFrom)
 *   29      1      maxEntries   (u8: 0 = any number of entries)
 *   30      1..5   estateId     (unsigned LEB128, shortest form)
 *   ..      1+n    unitNo       (u8 length + UTF-8, at most 40 bytes)
 *   ..      1..    zones        (LEB128 count, at most 50, then each zone id as LEB128)
 *   ..      1      days         (0x00: any time; else 0x80 | bit d set when weekday d has a window,
 *                                d = 0 Monday .. 6 Sunday; 0x80 alone: no day has access)
 *   ..      4*k    windows      (for each set day, Monday first: start and end minute of the day,
 *                                u16 each, 0..1439; an end before the start runs past midnight)
 *   ..      64     signature    nacl.sign.detached('estate-pass-v1' || body, issuerSecretKey)
 *
 * `body` is every byte from offset 2 up to the signature. A visitor pass for an estate id below
 * 128, a 3-character unit and one zone is 102 bytes, 153 Base45 characters (QR version 7 at
 * level M, alphanumeric mode); an associate's with a window on all seven days adds 28 bytes. Decoding re-encodes the parsed fields and requires byte equality, so one pass has
 * exactly one accepted encoding.
 *
 * PIN-only codes (deliveries) are not signed: the console looks the PIN's hash up among the
 * estate's active passes synced to gate devices (`gatePasses.pinHash`). A PIN has PIN_DIGITS
 * uniform digits (10^10 codes); with at most 5 wrong PINs a minute and a 5-minute lockout after
 * the 5th (PinLockout, about 1,440 guesses a day at one console), finding one of even 5,000 live
 * PINs takes about 10^10 / 5,000 / 1,440 = 1,400 days on average.
 */
import { ESTATE_TIME_ZONE } from '../estate-time';
import nacl from 'tweetnacl';
import { PASS_KINDS, type GatePass, type PassKind } from '../../contract/invites';
import { fromBase45, toBase45 } from './base45';
import { ByteReader, bytesEqual, concatBytes, fromBase64Url, isU32, toBase64Url, u32be, utf8, uuidBytes, uuidText, varintBytes } from './bytes';
import { KEY_TAG_BYTES, issuerKeyCandidates, issuerKeyTag, type IssuerKeys } from './credential';

export const PASS_DOMAIN_TAG = 'estate-pass-v1';
/** The pass header (u16): its Base45 text is 'EVP'. */
export const PASS_HEADER = 0xcb42;
export const PASS_PREFIX = 'EVP';
export const PASS_HEADER_BYTES = 2;
export const PASS_MAX_UNIT_BYTES = 40;
export const PASS_MAX_ZONES = 50;
export const PASS_MAX_ENTRIES = 255;
/** Longest pass text parsePass looks at. */
export const PASS_MAX_TEXT = 1200;
export const DEFAULT_PASS_TIME_ZONE = ESTATE_TIME_ZONE;

export interface PassFields {
  /** A UUID, canonical lowercase text. */
  readonly passId: string;
  readonly kind: PassKind;
  readonly estateId: number;
  /** At most 40 UTF-8 bytes. */
  readonly unitNo: string;
  /** Epoch seconds (u32), inclusive. */
  readonly validFrom: number;
  /** Epoch seconds (u32), inclusive. */
  readonly validTo: number;
  /** 0..255; 0 = any number of entries. */
  readonly maxEntries: number;
  /** Access zone ids (at most 50); empty = every gate. */
  readonly zones: readonly number[];
  /** As GatePass.weeklyTimes: '' any time, else 7 comma-separated 'HH:mm-HH:mm' or '' (Monday..Sunday). */
  readonly weeklyTimes: string;
}

export interface Pass extends PassFields {
  /** Tag of the estate issuing key that signed it: base64url of the key's first 2 bytes. */
  readonly keyId: string;
}

export interface ParsedPass {
  readonly pass: Pass;
  /** The signed bytes (everything between the header and the signature). */
  readonly body: Uint8Array;
  readonly signature: Uint8Array;
}

export type PassReason =
  | 'ok'
  | 'malformed'
  | 'unknown-key'
  | 'bad-issuer-signature'
  | 'wrong-estate'
  | 'not-yet-valid'
  | 'expired'
  | 'outside-hours'
  | 'wrong-zone'
  | 'revoked'
  | 'used-up'
  | 'unknown-pin'
  | 'locked';

export interface PassDecision {
  readonly decision: 'ALLOW' | 'DENY';
  readonly reason: PassReason;
  /** Present once the code parsed or the PIN matched (even on DENY, for the log; never trust it on DENY). */
  readonly pass?: Pass;
}

// ---------------------------------------------------------------- weekly times

const DAY_WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTES_PER_DAY = 1440;

/** One weekday's window in minutes of the day; null = no access that day. */
type DayWindow = { start: number; end: number } | null;

/** The seven day windows of weekly times, Monday first; 'any' for ''; null when malformed. */
function parseWeeklyTimes(weeklyTimes: string): DayWindow[] | 'any' | null {
  if (weeklyTimes === '') return 'any';
  const days = weeklyTimes.split(',');
  if (days.length !== 7) return null;
  const out: DayWindow[] = [];
  for (const day of days) {
    if (day === '') {
      out.push(null);
      continue;
    }
    const m = DAY_WINDOW.exec(day);
    if (!m) return null;
    out.push({ start: Number(m[1]) * 60 + Number(m[2]), end: Number(m[3]) * 60 + Number(m[4]) });
  }
  return out;
}

const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function weeklyTimesFromWindows(windows: readonly DayWindow[]): string {
  return windows.map((w) => (w ? `${hhmm(w.start)}-${hhmm(w.end)}` : '')).join(',');
}

const WEEKDAY_INDEX: Readonly<Record<string, number>> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday (0 Monday .. 6 Sunday) and minute of the day at `nowSec` in `timeZone`. */
export function localWeekMinute(nowSec: number, timeZone: string = DEFAULT_PASS_TIME_ZONE): { day: number; minute: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of f.formatToParts(new Date(Math.floor(nowSec) * 1000))) {
    if (part.type === 'weekday') day = WEEKDAY_INDEX[part.value] ?? 0;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { day, minute: hour * 60 + minute };
}

/**
 * True when `nowSec` falls inside the weekly times in `timeZone` (default Africa/Johannesburg).
 * A day's window includes its start and end minute ('07:00-16:00' admits 16:00:59, not 16:01);
 * a window whose end is before its start runs past midnight into the next day. '' admits any
 * time; malformed text admits none.
 */
export function withinWeeklyTimes(weeklyTimes: string, nowSec: number, timeZone: string = DEFAULT_PASS_TIME_ZONE): boolean {
  const windows = parseWeeklyTimes(weeklyTimes);
  if (windows === 'any') return true;
  if (windows === null) return false;
  const { day, minute } = localWeekMinute(nowSec, timeZone);
  const today = windows[day];
  if (today) {
    if (today.start <= today.end ? minute >= today.start && minute <= today.end : minute >= today.start) return true;
  }
  const yesterday = windows[(day + 6) % 7];
  return !!yesterday && yesterday.end < yesterday.start && minute <= yesterday.end;
}

// ---------------------------------------------------------------- encoding

function weeklyTimesBytes(weeklyTimes: string): Uint8Array {
  const windows = parseWeeklyTimes(weeklyTimes);
  if (windows === null) throw new RangeError("weeklyTimes must be '' or 7 comma-separated 'HH:mm-HH:mm' or ''");
  if (windows === 'any') return Uint8Array.of(0);
  let mask = 0x80;
  const parts: number[] = [];
  windows.forEach((w, d) => {
    if (!w) return;
    mask |= 1 << d;
    parts.push(w.start >> 8, w.start & 0xff, w.end >> 8, w.end & 0xff);
  });
  return Uint8Array.of(mask, ...parts);
}

/** The signed body of a pass (without header and signature); throws RangeError on a field that cannot be encoded. */
export function encodePassBody(p: Pass): Uint8Array {
  const passId = uuidBytes(p.passId);
  if (!passId) throw new RangeError('passId must be a UUID in canonical lowercase text');
  const kind = PASS_KINDS.indexOf(p.kind);
  if (kind < 0) throw new RangeError('unknown pass kind');
  const keyTag = fromBase64Url(p.keyId);
  if (!keyTag || keyTag.length !== KEY_TAG_BYTES) throw new RangeError('keyId must be the issuing key tag (2 bytes, base64url)');
  if (!isU32(p.validFrom) || !isU32(p.validTo) || p.validTo < p.validFrom)
    throw new RangeError('validFrom/validTo must be u32 epoch seconds, validTo not before validFrom');
  if (!Number.isInteger(p.maxEntries) || p.maxEntries < 0 || p.maxEntries > PASS_MAX_ENTRIES) throw new RangeError('maxEntries must be 0..255');
  if (!isU32(p.estateId)) throw new RangeError('estateId must be a u32 integer');
  const unit = utf8(p.unitNo);
  if (unit.length > PASS_MAX_UNIT_BYTES) throw new RangeError('unitNo longer than 40 UTF-8 bytes');
  if (p.zones.length > PASS_MAX_ZONES) throw new RangeError('at most 50 zones');
  const zones = p.zones.map((z) => varintBytes(z));
  return concatBytes(
    passId,
    Uint8Array.of(kind),
    keyTag,
    u32be(p.validFrom),
    u32be(p.validTo),
    Uint8Array.of(p.maxEntries),
    varintBytes(p.estateId),
    Uint8Array.of(unit.length),
    unit,
    varintBytes(p.zones.length),
    ...zones,
    weeklyTimesBytes(p.weeklyTimes),
  );
}

function readPassBody(r: ByteReader): Pass | null {
  const passId = r.take(16);
  const kindIndex = r.u8();
  const keyTag = r.take(KEY_TAG_BYTES);
  const validFrom = r.u32();
  const validTo = r.u32();
  const maxEntries = r.u8();
  const estateId = r.varint();
  const unitNo = r.shortString();
  const zoneCount = r.varint();
  if (
    passId === null ||
    kindIndex === null ||
    keyTag === null ||
    validFrom === null ||
    validTo === null ||
    maxEntries === null ||
    estateId === null ||
    unitNo === null ||
    zoneCount === null
  ) {
    return null;
  }
  const kind = PASS_KINDS[kindIndex];
  if (kind === undefined || zoneCount > PASS_MAX_ZONES) return null;
  const zones: number[] = [];
  for (let i = 0; i < zoneCount; i++) {
    const z = r.varint();
    if (z === null) return null;
    zones.push(z);
  }
  const mask = r.u8();
  if (mask === null) return null;
  let weeklyTimes = '';
  if (mask !== 0) {
    if ((mask & 0x80) === 0) return null;
    const windows: DayWindow[] = [];
    for (let d = 0; d < 7; d++) {
      if ((mask & (1 << d)) === 0) {
        windows.push(null);
        continue;
      }
      const b = r.take(4);
      if (!b) return null;
      const start = ((b[0] ?? 0) << 8) | (b[1] ?? 0);
      const end = ((b[2] ?? 0) << 8) | (b[3] ?? 0);
      if (start >= MINUTES_PER_DAY || end >= MINUTES_PER_DAY) return null;
      windows.push({ start, end });
    }
    weeklyTimes = weeklyTimesFromWindows(windows);
  }
  return {
    passId: uuidText(passId),
    kind,
    estateId,
    unitNo,
    validFrom,
    validTo,
    maxEntries,
    zones,
    weeklyTimes,
    keyId: toBase64Url(keyTag),
  };
}

function passMessage(body: Uint8Array): Uint8Array {
  return concatBytes(utf8(PASS_DOMAIN_TAG), body);
}

/** Signs a pass with the estate's Ed25519 issuing secret key (64 bytes) and returns its QR text. Server side. */
export function issuePass(fields: PassFields, issuerSecretKey: Uint8Array): string {
  if (issuerSecretKey.length !== nacl.sign.secretKeyLength) throw new RangeError('issuer secret key must be 64 bytes');
  // tweetnacl's secret key is seed || public key.
  const pass: Pass = { ...fields, zones: [...fields.zones], keyId: issuerKeyTag(issuerSecretKey.subarray(32)) };
  const body = encodePassBody(pass);
  const signature = nacl.sign.detached(passMessage(body), issuerSecretKey);
  return toBase45(concatBytes(Uint8Array.of(PASS_HEADER >> 8, PASS_HEADER & 0xff), body, signature));
}

/** True when the text is a pass ('EVP…'), so the console sends a scan to verifyPass rather than to the resident-code path. */
export function isPassText(text: string): boolean {
  return text.startsWith(PASS_PREFIX);
}

/** The pass in QR text, its signed body and signature; null when malformed or non-canonical. Checks no signature. */
export function parsePass(text: string): ParsedPass | null {
  if (!isPassText(text) || text.length > PASS_MAX_TEXT) return null;
  const bytes = fromBase45(text);
  if (!bytes || bytes.length < PASS_HEADER_BYTES + nacl.sign.signatureLength) return null;
  if (bytes[0] !== PASS_HEADER >> 8 || bytes[1] !== (PASS_HEADER & 0xff)) return null;
  const body = bytes.subarray(PASS_HEADER_BYTES, bytes.length - nacl.sign.signatureLength);
  const signature = bytes.subarray(bytes.length - nacl.sign.signatureLength);
  const r = new ByteReader(body);
  const pass = readPassBody(r);
  if (!pass || r.remaining !== 0) return null;
  let again: Uint8Array;
  try {
    again = encodePassBody(pass);
  } catch {
    return null;
  }
  if (!bytesEqual(again, body)) return null;
  return { pass, body, signature };
}

// ---------------------------------------------------------------- decisions

export interface PassCheckOptions {
  readonly estateId: number;
  /** Guard clock corrected to server time, epoch seconds. */
  readonly nowSec: number;
  /** The gate's access zone; null or omitted = zones are not checked. */
  readonly zoneId?: number | null;
  readonly entriesUsed: (passId: string) => number;
  /** IANA time zone of the weekly times (default Africa/Johannesburg). */
  readonly timeZone?: string;
}

export interface VerifyPassOptions extends PassCheckOptions {
  readonly issuerKeys: IssuerKeys;
  readonly isRevoked: (passId: string) => boolean;
}

/** The checks after the signature, in order: estate, dates, revoked, weekly hours, zone, entries. */
function decide(pass: Pass, revoked: boolean, o: PassCheckOptions, markedExpired = false): PassDecision {
  const deny = (reason: PassReason): PassDecision => ({ decision: 'DENY', reason, pass });
  if (pass.estateId !== o.estateId) return deny('wrong-estate');
  const now = Math.floor(o.nowSec);
  if (now < pass.validFrom) return deny('not-yet-valid');
  if (now > pass.validTo || markedExpired) return deny('expired');
  if (revoked) return deny('revoked');
  if (!withinWeeklyTimes(pass.weeklyTimes, now, o.timeZone ?? DEFAULT_PASS_TIME_ZONE)) return deny('outside-hours');
  if (o.zoneId !== undefined && o.zoneId !== null && pass.zones.length > 0 && !pass.zones.includes(o.zoneId)) return deny('wrong-zone');
  if (pass.maxEntries > 0 && o.entriesUsed(pass.passId) >= pass.maxEntries) return deny('used-up');
  return { decision: 'ALLOW', reason: 'ok', pass };
}

export type PassSignatureCheck = 'ok' | 'unknown-key' | 'bad-issuer-signature';

function signingCandidates(parsed: ParsedPass, issuerKeys: IssuerKeys): Uint8Array[] {
  return issuerKeyCandidates(issuerKeys, parsed.pass.keyId).filter((k) => k.length === nacl.sign.publicKeyLength);
}

/** The issuer signature of a parsed pass (tweetnacl). */
export function checkPassSignature(parsed: ParsedPass, issuerKeys: IssuerKeys): PassSignatureCheck {
  const candidates = signingCandidates(parsed, issuerKeys);
  if (candidates.length === 0) return 'unknown-key';
  const message = passMessage(parsed.body);
  const ok = parsed.signature.length === nacl.sign.signatureLength && candidates.some((pub) => nacl.sign.detached.verify(message, parsed.signature, pub));
  return ok ? 'ok' : 'bad-issuer-signature';
}

/** WebCrypto keys by public key (base64url); null where the platform has no Ed25519. */
const webCryptoKeys = new Map<string, Promise<CryptoKey | null>>();

function webCryptoKey(subtle: SubtleCrypto, pub: Uint8Array): Promise<CryptoKey | null> {
  const id = toBase64Url(pub);
  let key = webCryptoKeys.get(id);
  if (!key) {
    key = subtle.importKey('raw', pub.slice(), { name: 'Ed25519' }, false, ['verify']).catch(() => null);
    webCryptoKeys.set(id, key);
  }
  return key;
}

/**
 * The same check through WebCrypto's native Ed25519 where the platform has it (Chromium 137+,
 * Firefox 129+, Safari 17+, Node 20: a fraction of a millisecond instead of tweetnacl's 10 ms or
 * more on a guard's phone), else tweetnacl. Both accept the same issuer signatures (WebCrypto also
 * refuses a non-reduced S, which the issuer never produces).
 */
export async function checkPassSignatureAsync(
  parsed: ParsedPass,
  issuerKeys: IssuerKeys,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<PassSignatureCheck> {
  const candidates = signingCandidates(parsed, issuerKeys);
  if (candidates.length === 0) return 'unknown-key';
  if (parsed.signature.length !== nacl.sign.signatureLength) return 'bad-issuer-signature';
  const message = passMessage(parsed.body);
  for (const pub of candidates) {
    const key = subtle ? await webCryptoKey(subtle, pub) : null;
    let ok: boolean;
    try {
      ok =
        key && subtle
          ? await subtle.verify({ name: 'Ed25519' }, key, parsed.signature.slice(), message.slice())
          : nacl.sign.detached.verify(message, parsed.signature, pub);
    } catch {
      ok = nacl.sign.detached.verify(message, parsed.signature, pub);
    }
    if (ok) return 'ok';
  }
  return 'bad-issuer-signature';
}

function decideSigned(parsed: ParsedPass, signature: PassSignatureCheck, o: VerifyPassOptions): PassDecision {
  if (signature !== 'ok') return { decision: 'DENY', reason: signature, pass: parsed.pass };
  return decide(parsed.pass, o.isRevoked(parsed.pass.passId), o);
}

/** Verifies an already parsed pass (the console parses first to look its rows up). */
export function verifyParsedPass(parsed: ParsedPass, o: VerifyPassOptions): PassDecision {
  return decideSigned(parsed, checkPassSignature(parsed, o.issuerKeys), o);
}

/** verifyParsedPass with the signature checked by checkPassSignatureAsync (the guard console). */
export async function verifyParsedPassAsync(parsed: ParsedPass, o: VerifyPassOptions): Promise<PassDecision> {
  return decideSigned(parsed, await checkPassSignatureAsync(parsed, o.issuerKeys), o);
}

/**
 * Decides on scanned pass text offline. Checks, in order: parse, issuing key and signature,
 * estate, validFrom <= now <= validTo, revoked, weekly hours, zone (only with a gate zone and a
 * pass that names zones), entries (maxEntries > 0 and entriesUsed >= maxEntries: used-up).
 */
export function verifyPass(text: string, o: VerifyPassOptions): PassDecision {
  const parsed = parsePass(text);
  if (!parsed) return { decision: 'DENY', reason: 'malformed' };
  return verifyParsedPass(parsed, o);
}

/** verifyPass with the signature checked through WebCrypto where the platform has Ed25519. */
export async function verifyPassAsync(text: string, o: VerifyPassOptions): Promise<PassDecision> {
  const parsed = parsePass(text);
  if (!parsed) return { decision: 'DENY', reason: 'malformed' };
  return verifyParsedPassAsync(parsed, o);
}

// ---------------------------------------------------------------- PIN-only codes

export const PIN_DIGITS = 10;
const PIN_HASH_TAG = 'estate-pin-v1:';

/** The stored hash of a delivery PIN: hex of SHA-512(utf8('estate-pin-v1:' + estateId + ':' + pin)), first 64 hex characters. */
export function pinHash(estateId: number, pin: string): string {
  const h = nacl.hash(utf8(`${PIN_HASH_TAG}${estateId}:${pin}`));
  let hex = '';
  for (let i = 0; i < 32; i++) hex += (h[i] ?? 0).toString(16).padStart(2, '0');
  return hex;
}

/** PIN_DIGITS uniform decimal digits (rejection sampling of random bytes below 250). */
export function generatePin(): string {
  let pin = '';
  while (pin.length < PIN_DIGITS) {
    for (const b of nacl.randomBytes(16)) {
      if (b < 250 && pin.length < PIN_DIGITS) pin += String(b % 10);
    }
  }
  return pin;
}

/** The PIN as typed, without spaces or dashes; null when it is not PIN_DIGITS digits. */
export function normalizePin(typed: string): string | null {
  const pin = typed.replace(/[\s-]/g, '');
  return new RegExp(`^[0-9]{${PIN_DIGITS}}$`).test(pin) ? pin : null;
}

/** The fields of a synced gate pass a PIN decision reads. */
export type GatePassLike = Pick<
  GatePass,
  'id' | 'estateId' | 'kind' | 'unitNo' | 'validFrom' | 'validTo' | 'maxEntries' | 'accessZoneIDList' | 'weeklyTimes' | 'status'
>;

/** The zone ids of 'accessZoneIDList' text ('1,2'); ids that are not positive integers are dropped. */
export function zoneIdsOf(list: string): number[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9]+$/.test(s))
    .map(Number)
    .filter((n) => n > 0 && isU32(n));
}

/** A synced gate pass row as a Pass (no key: a PIN is not signed). */
export function passFromGatePass(row: GatePassLike): Pass {
  return {
    passId: row.id,
    kind: row.kind,
    estateId: row.estateId,
    unitNo: row.unitNo,
    validFrom: row.validFrom,
    validTo: row.validTo,
    maxEntries: row.maxEntries,
    zones: zoneIdsOf(row.accessZoneIDList),
    weeklyTimes: row.weeklyTimes,
    keyId: '',
  };
}

export interface VerifyPinOptions extends PassCheckOptions {
  readonly passByPinHash: (hash: string) => GatePassLike | undefined;
}

/**
 * Decides on a typed PIN against the synced passes: not PIN_DIGITS digits → malformed; no pass
 * with its hash → unknown-pin; then as verifyPass after the signature (status REVOKED → revoked,
 * EXPIRED → expired). The caller applies PinLockout.
 */
export function verifyPin(pin: string, o: VerifyPinOptions): PassDecision {
  const normalized = normalizePin(pin);
  if (normalized === null) return { decision: 'DENY', reason: 'malformed' };
  const row = o.passByPinHash(pinHash(o.estateId, normalized));
  if (!row) return { decision: 'DENY', reason: 'unknown-pin' };
  return decide(passFromGatePass(row), row.status === 'REVOKED', o, row.status === 'EXPIRED');
}

// ---------------------------------------------------------------- PIN lockout

export const PIN_LOCKOUT_ATTEMPTS = 5;
export const PIN_LOCKOUT_WINDOW_SEC = 60;
export const PIN_LOCKOUT_SEC = 300;

/** PinLockout's stored form (plain JSON: the console keeps it in Dexie across reloads). */
export interface PinLockoutState {
  /** Epoch seconds of the wrong PINs of the last minute. */
  readonly failures: number[];
  /** Epoch seconds until which PIN entry is locked; 0 when not locked. */
  readonly lockedUntil: number;
}

/**
 * At most PIN_LOCKOUT_ATTEMPTS wrong PINs in any PIN_LOCKOUT_WINDOW_SEC: the 5th wrong PIN within
 * a minute locks PIN entry for PIN_LOCKOUT_SEC. A right PIN does not clear the count (a holder of
 * one real PIN could otherwise interleave guesses). A clock that steps back never shortens a lock.
 */
export class PinLockout {
  private failures: number[];
  private until: number;

  constructor(state?: PinLockoutState) {
    this.failures = state ? [...state.failures] : [];
    this.until = state?.lockedUntil ?? 0;
  }

  /** Epoch seconds until which entry is locked, or null when open at `nowSec`. */
  lockedUntil(nowSec: number): number | null {
    return nowSec < this.until ? this.until : null;
  }

  isLocked(nowSec: number): boolean {
    return this.lockedUntil(nowSec) !== null;
  }

  /** Wrong PINs counted in the minute before `nowSec`. */
  failuresInWindow(nowSec: number): number {
    return this.failures.filter((t) => t > nowSec - PIN_LOCKOUT_WINDOW_SEC && t <= nowSec).length;
  }

  /** Records a wrong PIN; true when entry is now locked. */
  recordFailure(nowSec: number): boolean {
    if (this.isLocked(nowSec)) return true;
    this.failures = this.failures.filter((t) => t > nowSec - PIN_LOCKOUT_WINDOW_SEC && t <= nowSec);
    this.failures.push(nowSec);
    if (this.failures.length >= PIN_LOCKOUT_ATTEMPTS) {
      this.until = nowSec + PIN_LOCKOUT_SEC;
      this.failures = [];
      return true;
    }
    return false;
  }

  toJSON(): PinLockoutState {
    return { failures: [...this.failures], lockedUntil: this.until };
  }

  /** A lockout from stored JSON; anything malformed starts empty. */
  static fromJSON(value: unknown): PinLockout {
    if (typeof value !== 'object' || value === null) return new PinLockout();
    const { failures, lockedUntil } = value as { failures?: unknown; lockedUntil?: unknown };
    const list = Array.isArray(failures) ? failures.filter((t): t is number => typeof t === 'number' && Number.isFinite(t)) : [];
    const until = typeof lockedUntil === 'number' && Number.isFinite(lockedUntil) ? lockedUntil : 0;
    return new PinLockout({ failures: list.slice(-PIN_LOCKOUT_ATTEMPTS), lockedUntil: until });
  }
}
