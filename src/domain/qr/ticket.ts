/**
 * Pass tickets: visitor passes a resident's device issues with no signal (issue 31).
 *
 * While online the device holds a few **tickets** per unit, each signed by the estate issuing key
 * and naming the device's binding key (`bindPub`); offline it **binds** one to a visitor with that
 * key. The guard console verifies the chain offline: estate signature on the ticket, device
 * signature on the binding, the binding inside the ticket (window, zones), then as a pass.
 *
 * Bound pass, version 1. Bytes (integers big-endian unless said otherwise):
 *
 *   offset  size   field
 *   0       2      header 0xEAE6 (Base45 'EVT'; not signed, fixed)
 *   -- ticket body, signed by the estate: nacl.sign.detached('estate-ticket-v1' || ticket body)
 *   2       16     ticketId     (a UUID's 16 bytes; it is the pass id at the gate and on the server)
 *   18      2      keyTag       (the issuing public key's first 2 bytes)
 *   20      4      notBefore    (u32 epoch seconds, inclusive)
 *   24      4      notAfter     (u32 epoch seconds, inclusive; not before notBefore)
 *   28      1..5   estateId     (unsigned LEB128, shortest form)
 *   ..      1+n    unitNo       (u8 length + UTF-8, at most 40 bytes)
 *   ..      32     bindPub      (the device's binding key, Ed25519 public key)
 *   ..      1..    zones        (LEB128 count, at most 50, then each zone id; the zones a binding may name)
 *   ..      64     issuer signature
 *   -- binding body, signed by the device: ('estate-ticket-bind-v1' || ticket body || issuer signature || binding body)
 *   ..      1      kind         (u8 index into PASS_KINDS; visitor, delivery or serviceProvider)
 *   ..      1+n    visitorName  (u8 length + UTF-8, at most 40 bytes)
 *   ..      4      validFrom    (u32 epoch seconds, inclusive; not before notBefore)
 *   ..      4      validTo      (u32 epoch seconds, inclusive; not after notAfter)
 *   ..      1      maxEntries   (u8: 1 single entry, 0 any number)
 *   ..      1..    zones        (LEB128 count, then each zone id; each one of the ticket's when it names any)
 *   ..      64     device signature
 *
 * A pass for an estate id below 128, a 3-character unit, one zone and a 12-byte name is 220
 * bytes, 330 Base45 characters: QR version 11 at level M (alphanumeric, up to 362), readable on a
 * phone screen; a 40-byte name makes it 248 bytes, 372 characters, version 12. Decoding re-encodes the parsed fields and requires byte equality, so one bound pass has
 * exactly one accepted encoding.
 */
import nacl from 'tweetnacl';
import { PASS_KINDS, type PassKind } from '../../contract/invites';
import { fromBase45, toBase45 } from './base45';
import { ByteReader, bytesEqual, concatBytes, fromBase64Url, isU32, toBase64Url, u32be, utf8, uuidBytes, uuidText, varintBytes } from './bytes';
import { KEY_TAG_BYTES, issuerKeyCandidates, issuerKeyTag, type IssuerKeys } from './credential';
import { PASS_MAX_UNIT_BYTES, PASS_MAX_ZONES, type Pass, type PassDecision, type PassReason } from './pass';

export const TICKET_DOMAIN_TAG = 'estate-ticket-v1';
export const TICKET_BIND_DOMAIN_TAG = 'estate-ticket-bind-v1';
/** The bound pass header (u16): its Base45 text is 'EVT'. */
export const TICKET_HEADER = 0xeae6;
export const TICKET_PREFIX = 'EVT';
export const TICKET_MAX_NAME_BYTES = 40;
/** Longest bound pass text parseBoundPass looks at. */
const TICKET_MAX_TEXT = 1200;
const SIG = nacl.sign.signatureLength;
const PUB = nacl.sign.publicKeyLength;

/** What the estate signs: a ticket for one device's binding key at one unit. */
export interface Ticket {
  readonly ticketId: string;
  /** Tag of the estate issuing key: base64url of the key's first 2 bytes. */
  readonly keyId: string;
  readonly notBefore: number;
  readonly notAfter: number;
  readonly estateId: number;
  readonly unitNo: string;
  /** The device's binding public key, base64url (32 bytes). */
  readonly bindPub: string;
  /** Zones a binding may name; empty = any. */
  readonly zones: readonly number[];
}

/** What the device signs: the visitor it binds the ticket to. */
export interface Binding {
  readonly kind: PassKind;
  readonly visitorName: string;
  readonly validFrom: number;
  readonly validTo: number;
  /** 1 single entry, 0 any number. */
  readonly maxEntries: number;
  readonly zones: readonly number[];
}

export interface ParsedBoundPass {
  readonly ticket: Ticket;
  readonly binding: Binding;
  /** Ticket body + issuer signature (what the device stored, what the binding signs over with the binding body). */
  readonly ticketBody: Uint8Array;
  readonly issuerSignature: Uint8Array;
  readonly bindingBody: Uint8Array;
  readonly deviceSignature: Uint8Array;
}

const BINDABLE_KINDS: ReadonlySet<PassKind> = new Set(['visitor', 'delivery', 'serviceProvider']);

function zonesBytes(zones: readonly number[]): Uint8Array {
  if (zones.length > PASS_MAX_ZONES) throw new RangeError('at most 50 zones');
  return concatBytes(varintBytes(zones.length), ...zones.map((z) => varintBytes(z)));
}

function readZones(r: ByteReader): number[] | null {
  const count = r.varint();
  if (count === null || count > PASS_MAX_ZONES) return null;
  const zones: number[] = [];
  for (let i = 0; i < count; i++) {
    const z = r.varint();
    if (z === null) return null;
    zones.push(z);
  }
  return zones;
}

/** The estate-signed body of a ticket; throws RangeError on a field that cannot be encoded. */
export function encodeTicketBody(t: Ticket): Uint8Array {
  const id = uuidBytes(t.ticketId);
  if (!id) throw new RangeError('ticketId must be a UUID in canonical lowercase text');
  const keyTag = fromBase64Url(t.keyId);
  if (!keyTag || keyTag.length !== KEY_TAG_BYTES) throw new RangeError('keyId must be the issuing key tag');
  if (!isU32(t.notBefore) || !isU32(t.notAfter) || t.notAfter < t.notBefore) throw new RangeError('notBefore/notAfter must be u32, in order');
  if (!isU32(t.estateId)) throw new RangeError('estateId must be a u32 integer');
  const unit = utf8(t.unitNo);
  if (unit.length > PASS_MAX_UNIT_BYTES) throw new RangeError('unitNo longer than 40 UTF-8 bytes');
  const bindPub = fromBase64Url(t.bindPub);
  if (!bindPub || bindPub.length !== PUB) throw new RangeError('bindPub must be a 32-byte key');
  return concatBytes(
    id,
    keyTag,
    u32be(t.notBefore),
    u32be(t.notAfter),
    varintBytes(t.estateId),
    Uint8Array.of(unit.length),
    unit,
    bindPub,
    zonesBytes(t.zones),
  );
}

/** The device-signed body of a binding; throws RangeError on a field that cannot be encoded. */
export function encodeBindingBody(b: Binding): Uint8Array {
  const kind = PASS_KINDS.indexOf(b.kind);
  if (!BINDABLE_KINDS.has(b.kind) || kind < 0) throw new RangeError('a ticket binds a visitor, delivery or service provider');
  const name = utf8(b.visitorName);
  if (name.length > TICKET_MAX_NAME_BYTES) throw new RangeError('visitorName longer than 40 UTF-8 bytes');
  if (!isU32(b.validFrom) || !isU32(b.validTo) || b.validTo < b.validFrom) throw new RangeError('validFrom/validTo must be u32, in order');
  if (b.maxEntries !== 0 && b.maxEntries !== 1) throw new RangeError('maxEntries must be 0 or 1');
  return concatBytes(Uint8Array.of(kind, name.length), name, u32be(b.validFrom), u32be(b.validTo), Uint8Array.of(b.maxEntries), zonesBytes(b.zones));
}

function readTicket(r: ByteReader): Ticket | null {
  const id = r.take(16);
  const keyTag = r.take(KEY_TAG_BYTES);
  const notBefore = r.u32();
  const notAfter = r.u32();
  const estateId = r.varint();
  const unitNo = r.shortString();
  const bindPub = r.take(PUB);
  if (!id || !keyTag || notBefore === null || notAfter === null || estateId === null || unitNo === null || !bindPub) return null;
  const zones = readZones(r);
  if (!zones) return null;
  return { ticketId: uuidText(id), keyId: toBase64Url(keyTag), notBefore, notAfter, estateId, unitNo, bindPub: toBase64Url(bindPub), zones };
}

function readBinding(r: ByteReader): Binding | null {
  const kindIndex = r.u8();
  const visitorName = r.shortString();
  const validFrom = r.u32();
  const validTo = r.u32();
  const maxEntries = r.u8();
  if (kindIndex === null || visitorName === null || validFrom === null || validTo === null || maxEntries === null) return null;
  const kind = PASS_KINDS[kindIndex];
  const zones = readZones(r);
  if (!kind || !zones) return null;
  return { kind, visitorName, validFrom, validTo, maxEntries, zones };
}

/** The visitor's name as a binding carries it: at most 40 UTF-8 bytes, cut between characters. */
export function ticketVisitorName(name: string): string {
  let out = '';
  for (const ch of name) {
    if (utf8(out + ch).length > TICKET_MAX_NAME_BYTES) break;
    out += ch;
  }
  return out;
}

const ticketMessage = (body: Uint8Array) => concatBytes(utf8(TICKET_DOMAIN_TAG), body);
const bindingMessage = (ticketBody: Uint8Array, issuerSignature: Uint8Array, bindingBody: Uint8Array) =>
  concatBytes(utf8(TICKET_BIND_DOMAIN_TAG), ticketBody, issuerSignature, bindingBody);

/** Server side: the ticket signed with the estate's issuing secret key, as the device stores it (base64url of body || signature). */
export function issueTicket(fields: Omit<Ticket, 'keyId'>, issuerSecretKey: Uint8Array): string {
  if (issuerSecretKey.length !== nacl.sign.secretKeyLength) throw new RangeError('issuer secret key must be 64 bytes');
  const body = encodeTicketBody({ ...fields, keyId: issuerKeyTag(issuerSecretKey.subarray(32)) });
  return toBase64Url(concatBytes(body, nacl.sign.detached(ticketMessage(body), issuerSecretKey)));
}

/** A stored ticket (issueTicket's text) read back; null when malformed or non-canonical. Checks no signature. */
export function parseTicket(stored: string): { ticket: Ticket; body: Uint8Array; signature: Uint8Array } | null {
  const bytes = fromBase64Url(stored);
  if (!bytes || bytes.length <= SIG) return null;
  const body = bytes.subarray(0, bytes.length - SIG);
  const r = new ByteReader(body);
  const ticket = readTicket(r);
  if (!ticket || r.remaining !== 0 || !canonical(() => encodeTicketBody(ticket), body)) return null;
  return { ticket, body, signature: bytes.subarray(bytes.length - SIG) };
}

function canonical(encode: () => Uint8Array, bytes: Uint8Array): boolean {
  try {
    return bytesEqual(encode(), bytes);
  } catch {
    return false;
  }
}

/** Signs a message with the device's binding key (WebCrypto CryptoKey or tweetnacl); the caller supplies it. */
export type BindingSigner = (message: Uint8Array) => Promise<Uint8Array>;

/** Device side, offline: the bound pass text of a stored ticket and a visitor. Throws RangeError on bad input. */
export async function bindTicket(stored: string, binding: Binding, sign: BindingSigner): Promise<string> {
  const parsed = parseTicket(stored);
  if (!parsed) throw new RangeError('not a ticket');
  const bindingBody = encodeBindingBody(binding);
  const signature = await sign(bindingMessage(parsed.body, parsed.signature, bindingBody));
  if (signature.length !== SIG) throw new RangeError('binding signature must be 64 bytes');
  return toBase45(concatBytes(Uint8Array.of(TICKET_HEADER >> 8, TICKET_HEADER & 0xff), parsed.body, parsed.signature, bindingBody, signature));
}

/** True when the text is a bound pass ('EVT…'). */
export function isBoundPassText(text: string): boolean {
  return text.startsWith(TICKET_PREFIX);
}

/** The ticket and binding of bound pass text; null when malformed or non-canonical. Checks no signature. */
export function parseBoundPass(text: string): ParsedBoundPass | null {
  if (!isBoundPassText(text) || text.length > TICKET_MAX_TEXT) return null;
  const bytes = fromBase45(text);
  if (!bytes || bytes.length < 2 + 2 * SIG || bytes[0] !== TICKET_HEADER >> 8 || bytes[1] !== (TICKET_HEADER & 0xff)) return null;
  const r = new ByteReader(bytes.subarray(2));
  const ticketStart = 2 + r.offset;
  const ticket = readTicket(r);
  if (!ticket) return null;
  const ticketBody = bytes.subarray(ticketStart, 2 + r.offset);
  const issuerSignature = r.take(SIG);
  const bindingStart = 2 + r.offset;
  const binding = readBinding(r);
  if (!issuerSignature || !binding) return null;
  const bindingBody = bytes.subarray(bindingStart, 2 + r.offset);
  const deviceSignature = r.take(SIG);
  if (!deviceSignature || r.remaining !== 0) return null;
  if (!canonical(() => encodeTicketBody(ticket), ticketBody) || !canonical(() => encodeBindingBody(binding), bindingBody)) return null;
  return { ticket, binding, ticketBody, issuerSignature, bindingBody, deviceSignature };
}

/** The bound pass as the gate's pass: the ticket id is the pass id; the binding's window, entries and zones. */
export function boundPassAsPass(parsed: ParsedBoundPass): Pass {
  const { ticket, binding } = parsed;
  return {
    passId: ticket.ticketId,
    kind: binding.kind,
    estateId: ticket.estateId,
    unitNo: ticket.unitNo,
    validFrom: binding.validFrom,
    validTo: binding.validTo,
    maxEntries: binding.maxEntries,
    zones: binding.zones,
    weeklyTimes: '',
    keyId: ticket.keyId,
  };
}

// ---------------------------------------------------------------- verification

/** WebCrypto verify keys by public key (base64url); null where the platform has no Ed25519. */
const verifyKeys = new Map<string, Promise<CryptoKey | null>>();

async function verifyEd25519(pub: Uint8Array, signature: Uint8Array, message: Uint8Array, subtle: SubtleCrypto | undefined): Promise<boolean> {
  if (signature.length !== SIG || pub.length !== PUB) return false;
  if (subtle) {
    const id = toBase64Url(pub);
    let key = verifyKeys.get(id);
    if (!key) {
      key = subtle.importKey('raw', pub.slice(), { name: 'Ed25519' }, false, ['verify']).catch(() => null);
      verifyKeys.set(id, key);
    }
    const native = await key;
    if (native) {
      try {
        return await subtle.verify({ name: 'Ed25519' }, native, signature.slice(), message.slice());
      } catch {
        // Fall through to tweetnacl.
      }
    }
  }
  return nacl.sign.detached.verify(message, signature, pub);
}

export type TicketReason = PassReason | 'bad-device-signature' | 'outside-ticket';

export interface BoundPassDecision extends Omit<PassDecision, 'reason'> {
  readonly reason: TicketReason;
  /** The visitor's name as bound (present once parsed; trust it only on ALLOW). */
  readonly visitorName?: string;
}

export interface VerifyBoundPassOptions {
  readonly issuerKeys: IssuerKeys;
  readonly estateId: number;
  /** Guard clock corrected to server time, epoch seconds. */
  readonly nowSec: number;
  /** The gate's zone; null or omitted = zones are not checked. */
  readonly zoneId?: number | null;
  /** The ticket (= pass) id was revoked: a synced gatePasses row REVOKED. */
  readonly isRevoked: (ticketId: string) => boolean;
  readonly entriesUsed: (ticketId: string) => number;
}

/** The estate's signature on the ticket: 'ok', 'unknown-key' or 'bad-issuer-signature'. */
async function issuerCheck(parsed: ParsedBoundPass, keys: IssuerKeys, subtle: SubtleCrypto | undefined): Promise<TicketReason> {
  const candidates = issuerKeyCandidates(keys, parsed.ticket.keyId).filter((k) => k.length === PUB);
  if (candidates.length === 0) return 'unknown-key';
  const message = ticketMessage(parsed.ticketBody);
  for (const pub of candidates) if (await verifyEd25519(pub, parsed.issuerSignature, message, subtle)) return 'ok';
  return 'bad-issuer-signature';
}

/**
 * Decides on a parsed bound pass offline, in order: the estate's signature on the ticket, the
 * device's signature on the binding (with the ticket's bindPub), estate, the binding's window
 * inside the ticket's, now inside the binding's window, revoked, zones (the binding's within the
 * ticket's, the gate's among the binding's), entries.
 */
export async function verifyParsedBoundPass(
  parsed: ParsedBoundPass,
  o: VerifyBoundPassOptions,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<BoundPassDecision> {
  const pass = boundPassAsPass(parsed);
  const { ticket, binding } = parsed;
  const deny = (reason: TicketReason): BoundPassDecision => ({ decision: 'DENY', reason, pass, visitorName: binding.visitorName });
  const issuer = await issuerCheck(parsed, o.issuerKeys, subtle);
  if (issuer !== 'ok') return deny(issuer);
  const bindPub = fromBase64Url(ticket.bindPub) ?? new Uint8Array();
  const message = bindingMessage(parsed.ticketBody, parsed.issuerSignature, parsed.bindingBody);
  if (!(await verifyEd25519(bindPub, parsed.deviceSignature, message, subtle))) return deny('bad-device-signature');
  if (ticket.estateId !== o.estateId) return deny('wrong-estate');
  if (binding.validFrom < ticket.notBefore || binding.validTo > ticket.notAfter) return deny('outside-ticket');
  const now = Math.floor(o.nowSec);
  if (now < binding.validFrom) return deny('not-yet-valid');
  if (now > binding.validTo) return deny('expired');
  if (o.isRevoked(ticket.ticketId)) return deny('revoked');
  if (ticket.zones.length > 0 && (binding.zones.length === 0 || binding.zones.some((z) => !ticket.zones.includes(z)))) return deny('wrong-zone');
  if (o.zoneId !== undefined && o.zoneId !== null && binding.zones.length > 0 && !binding.zones.includes(o.zoneId)) return deny('wrong-zone');
  if (binding.maxEntries > 0 && o.entriesUsed(ticket.ticketId) >= binding.maxEntries) return deny('used-up');
  return { decision: 'ALLOW', reason: 'ok', pass, visitorName: binding.visitorName };
}

/** Decides on scanned bound pass text offline (parse first, then verifyParsedBoundPass). */
export async function verifyBoundPass(text: string, o: VerifyBoundPassOptions, subtle?: SubtleCrypto): Promise<BoundPassDecision> {
  const parsed = parseBoundPass(text);
  if (!parsed) return { decision: 'DENY', reason: 'malformed' };
  return verifyParsedBoundPass(parsed, o, subtle ?? globalThis.crypto?.subtle);
}
