import { describe, expect, it } from 'vitest';
import { bytesFromLatin1Text, decryptLicence, licenceKey, modPow, parseDecryptedLicence, readDrivingLicence } from './sa-driving-licence';

/** Bytes of a decrypted payload laid out as the published spec describes, for a made-up driver (ID from the spec's sample, reference 4.1). */
function decryptedLayout(): Uint8Array {
  const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
  const bytes = [
    0x01,
    0x9b,
    0x09,
    0x45,
    0x00,
    0x00,
    0x82,
    0x5a,
    // vehicle codes B, EB, then the rest of the group empty
    ...ascii('B'),
    0xe0,
    ...ascii('EB'),
    0xe1,
    ...ascii('SANDERS'),
    0xe0,
    ...ascii('J'),
    0xe1, // initials ended by 0xe1: no PrDP code
    ...ascii('ZA'),
    0xe0,
    ...ascii('ZA'),
    0xe0,
    0xe1, // no vehicle restrictions
    ...ascii('40140000KH4Z'),
    0xe0,
    ...ascii('8609135139012'),
    0x02,
    // nibbles: code issue dates 2008-04-30, 2010-06-15, a, a; restrictions 1 0; PrDP a; issue 0 1;
    // birth 1986-09-13; valid from 2022-05-02; valid to 2027-05-01; gender 0 1; then 0x57
    0x20,
    0x08,
    0x04,
    0x30,
    0x20,
    0x10,
    0x06,
    0x15,
    0xaa,
    0x10,
    0xa0,
    0x11,
    0x98,
    0x60,
    0x91,
    0x32,
    0x02,
    0x20,
    0x50,
    0x22,
    0x02,
    0x70,
    0x50,
    0x10,
    0x10,
    0x57,
    0x00,
    0x00,
  ];
  const out = new Uint8Array(714);
  out.set(bytes);
  return out;
}

describe('SA driving licence barcode', () => {
  it('parses the decrypted layout: codes, names, ID number, licence number, dates, gender', () => {
    expect(parseDecryptedLicence(decryptedLayout())).toEqual({
      surname: 'SANDERS',
      initials: 'J',
      idNumber: '8609135139012',
      idCountryOfIssue: 'ZA',
      licenceCountryOfIssue: 'ZA',
      licenceNumber: '40140000KH4Z',
      vehicleCodes: ['B', 'EB'],
      vehicleRestrictions: [],
      codeIssueDates: ['2008-04-30', '2010-06-15'],
      driverRestrictions: '10',
      prdpCode: '',
      prdpExpiry: null,
      issueNumber: '01',
      birthDate: '1986-09-13',
      validFrom: '2022-05-02',
      validTo: '2027-05-01',
      gender: 'M',
    });
  });

  it('refuses a layout without the marker or cut short', () => {
    expect(parseDecryptedLicence(new Uint8Array(714))).toBeNull();
    expect(parseDecryptedLicence(decryptedLayout().subarray(0, 40))).toBeNull();
  });

  it('reads the published keys (1024- and 592-bit moduli) and raw RSA inverts with modPow', () => {
    const v1 = licenceKey('v1', 128);
    const v2 = licenceKey('v2', 74);
    expect(v1.n.toString(2).length).toBe(1024);
    expect(v2.n.toString(2).length).toBe(592);
    // A toy key with its private exponent: modPow inverts as RSA does (e*d = 1 mod lcm(p-1, q-1)).
    const [p, q, e] = [61n, 53n, 17n];
    const d = 2753n;
    const m = 65n;
    expect(modPow(modPow(m, e, p * q), d, p * q)).toBe(m);
    // The cards' exponent is 128 bits (too large for BigInt's **): x^(e+1) = x^e * x on the real modulus.
    const x = 0x0123456789abcdefn;
    expect(v1.e.toString(2).length).toBe(128);
    expect(modPow(x, v1.e + 1n, v1.n)).toBe((modPow(x, v1.e, v1.n) * x) % v1.n);
    expect(modPow(x, 3n, v2.n)).toBe(x ** 3n % v2.n);
  });

  it('decrypts only 720 bytes of a known version, block by block with the key', () => {
    expect(decryptLicence(new Uint8Array(720))).toBeNull();
    const raw = new Uint8Array(720);
    raw.set([0x01, 0x9b, 0x09, 0x45, 0x00, 0x00]);
    raw[6 + 127] = 2; // first block = 2
    const out = decryptLicence(raw);
    const key = licenceKey('v2', 128);
    const expected = modPow(2n, key.e, key.n);
    let first = 0n;
    for (const byte of out?.subarray(0, 128) ?? []) first = (first << 8n) | BigInt(byte);
    expect(first).toBe(expected);
    expect(out?.length).toBe(714);
    // Random blocks decrypt to no licence layout: unreadable, not a guess.
    expect(readDrivingLicence(raw)).toEqual({ ok: false, error: { kind: 'unreadable' } });
  });

  it("maps windows-1252 text (the browser decoder of ZXing's ISO-8859-1) back to bytes", () => {
    expect(Array.from(bytesFromLatin1Text('\u0001€\u0081Ÿ\u00e0\u00ff'))).toEqual([0x01, 0x80, 0x81, 0x9f, 0xe0, 0xff]);
  });
});
