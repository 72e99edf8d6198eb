import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { visitFragmentLink, visitFragmentText } from '../invites';
import { fromBase45, toBase45 } from './base45';
import { toBase64Url } from './bytes';
import {
  TICKET_PREFIX,
  bindTicket,
  issueTicket,
  parseBoundPass,
  parseTicket,
  verifyBoundPass,
  type Binding,
  type Ticket,
  type VerifyBoundPassOptions,
} from './ticket';

const issuer = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(7));
const other = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(8));
const device = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(9));
const NOW = Date.UTC(2025, 5, 16, 8, 0) / 1000;
const TICKET_ID = '0b8e4c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
const ticket: Omit<Ticket, 'keyId'> = {
  ticketId: TICKET_ID,
  notBefore: NOW - 3600,
  notAfter: NOW + 12 * 3600,
  estateId: 91,
  unitNo: '12A',
  bindPub: toBase64Url(device.publicKey),
  zones: [1, 2],
};
const binding: Binding = { kind: 'visitor', visitorName: 'Thandi Mokoena', validFrom: NOW - 60, validTo: NOW + 3600, maxEntries: 1, zones: [1] };
const signWith = (secretKey: Uint8Array) => async (message: Uint8Array) => nacl.sign.detached(message, secretKey);
const opts = (over: Partial<VerifyBoundPassOptions> = {}): VerifyBoundPassOptions => ({
  issuerKeys: { k1: issuer.publicKey },
  estateId: 91,
  nowSec: NOW,
  isRevoked: () => false,
  entriesUsed: () => 0,
  ...over,
});
const stored = issueTicket(ticket, issuer.secretKey);
const bound = (b: Binding = binding, key = device.secretKey, t = stored) => bindTicket(t, b, signWith(key));

/** The text with one byte flipped at `index` (from the end when negative). */
function flipped(text: string, index: number): string {
  const bytes = fromBase45(text);
  if (!bytes) throw new Error('not base45');
  const i = index < 0 ? bytes.length + index : index;
  bytes[i] = (bytes[i] ?? 0) ^ 0x01;
  return toBase45(bytes);
}

describe('pass tickets', () => {
  it('round-trips a ticket and a bound pass, and the text fits a QR version 11', async () => {
    expect(parseTicket(stored)?.ticket).toMatchObject({ ...ticket, zones: [1, 2] });
    const text = await bound();
    expect(text.startsWith(TICKET_PREFIX)).toBe(true);
    // QR version 11 at level M holds 362 alphanumeric characters.
    expect(text.length).toBeLessThanOrEqual(362);
    const parsed = parseBoundPass(text);
    expect(parsed?.ticket.ticketId).toBe(TICKET_ID);
    expect(parsed?.binding).toEqual({ ...binding, zones: [1] });
    const decision = await verifyBoundPass(text, opts());
    expect(decision).toMatchObject({ decision: 'ALLOW', reason: 'ok', visitorName: 'Thandi Mokoena' });
    expect(decision.pass).toMatchObject({ passId: TICKET_ID, unitNo: '12A', validFrom: binding.validFrom, validTo: binding.validTo, maxEntries: 1 });
  });

  it('verifies with tweetnacl where WebCrypto is missing', async () => {
    expect((await verifyBoundPass(await bound(), opts(), undefined)).decision).toBe('ALLOW');
  });

  it('refuses a tampered ticket, a tampered binding and a binding by another key', async () => {
    const text = await bound();
    // Byte 27 is in the ticket's notAfter; the last byte in the device signature; the one 68 bytes before the end in the binding's validTo.
    expect((await verifyBoundPass(flipped(text, 27), opts())).reason).toBe('bad-issuer-signature');
    expect((await verifyBoundPass(flipped(text, -1), opts())).reason).toBe('bad-device-signature');
    expect((await verifyBoundPass(flipped(text, -68), opts())).reason).toBe('bad-device-signature');
    expect((await verifyBoundPass(await bound(binding, other.secretKey), opts())).reason).toBe('bad-device-signature');
    const forged = issueTicket(ticket, other.secretKey);
    expect(
      (
        await verifyBoundPass(
          await bound(binding, device.secretKey, forged),
          opts({ issuerKeys: { k1: issuer.publicKey, k2: other.publicKey.map((b, i) => (i < 2 ? b : 0)) } }),
        )
      ).reason,
    ).toBe('bad-issuer-signature');
    expect((await verifyBoundPass(await bound(binding, device.secretKey, forged), opts())).reason).toBe('unknown-key');
  });

  it('refuses a binding outside the ticket, outside its own window, at the wrong zone, revoked or used up', async () => {
    expect((await verifyBoundPass(await bound({ ...binding, validTo: ticket.notAfter + 1 }), opts())).reason).toBe('outside-ticket');
    expect((await verifyBoundPass(await bound({ ...binding, validFrom: ticket.notBefore - 1 }), opts())).reason).toBe('outside-ticket');
    expect((await verifyBoundPass(await bound(), opts({ nowSec: binding.validTo + 1 }))).reason).toBe('expired');
    expect((await verifyBoundPass(await bound(), opts({ nowSec: binding.validFrom - 1 }))).reason).toBe('not-yet-valid');
    expect((await verifyBoundPass(await bound({ ...binding, zones: [3] }), opts())).reason).toBe('wrong-zone');
    expect((await verifyBoundPass(await bound({ ...binding, zones: [] }), opts())).reason).toBe('wrong-zone');
    expect((await verifyBoundPass(await bound(), opts({ zoneId: 2 }))).reason).toBe('wrong-zone');
    expect((await verifyBoundPass(await bound(), opts({ zoneId: 1 }))).decision).toBe('ALLOW');
    expect((await verifyBoundPass(await bound(), opts({ estateId: 92 }))).reason).toBe('wrong-estate');
    expect((await verifyBoundPass(await bound(), opts({ isRevoked: (id) => id === TICKET_ID }))).reason).toBe('revoked');
    expect((await verifyBoundPass(await bound(), opts({ entriesUsed: () => 1 }))).reason).toBe('used-up');
    expect((await verifyBoundPass(await bound({ ...binding, maxEntries: 0 }), opts({ entriesUsed: () => 5 }))).decision).toBe('ALLOW');
  });

  it('refuses malformed and non-canonical text', async () => {
    const text = await bound();
    expect((await verifyBoundPass(text.slice(0, -3), opts())).reason).toBe('malformed');
    expect((await verifyBoundPass(`EVP${text.slice(3)}`, opts())).reason).toBe('malformed');
    const bytes = fromBase45(text);
    if (!bytes) throw new Error('not base45');
    expect(parseBoundPass(toBase45(Uint8Array.of(...bytes, 0)))).toBeNull();
    expect(parseTicket('AAAA')).toBeNull();
    await expect(bound({ ...binding, visitorName: 'x'.repeat(41) })).rejects.toThrow(RangeError);
    await expect(bound({ ...binding, kind: 'associate' })).rejects.toThrow(RangeError);
  });
});

describe('the visit link of a pass bound with no signal', () => {
  it('carries the bound text in the fragment, percent-encoded, and reads it back exactly', async () => {
    const text = await bound();
    const link = visitFragmentLink('https://app.example', text);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://app.example/visit');
    // Base45's space, $ % + / : are encoded: the fragment has none of them raw, and no second '#'.
    expect(url.hash.slice(1)).toMatch(/^[A-Za-z0-9%*.-]+$/);
    expect(visitFragmentText(url.hash)).toBe(text);
    expect(parseBoundPass(visitFragmentText(url.hash) ?? '')?.binding.visitorName).toBe('Thandi Mokoena');
    // The estate's name, for the page to show, rides in the query.
    const named = new URL(visitFragmentLink('https://app.example', text, 'Willow Creek Estate'));
    expect(named.searchParams.get('estate')).toBe('Willow Creek Estate');
    expect(visitFragmentText(named.hash)).toBe(text);
  });

  it('reads nothing from an empty or broken fragment', () => {
    expect(visitFragmentText('')).toBeNull();
    expect(visitFragmentText('#')).toBeNull();
    expect(visitFragmentText('#EVT%E0%A4%A')).toBeNull();
    expect(parseBoundPass(visitFragmentText('#EVT%20not%20a%20pass') ?? '')).toBeNull();
  });
});
