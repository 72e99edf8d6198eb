import { describe, expect, it } from 'vitest';
import {
  barcodeFormatsFor,
  documentKind,
  normaliseDate,
  parseDocumentBarcode,
  parseGreenBookBarcode,
  parseLicenceDisc,
  parsePassportMrz,
  parseSmartIdBarcode,
} from './identity-documents';

const TODAY = new Date(2026, 5, 15);
/** Valid SA ID numbers (reference 4.1 test vectors): a man born 1980-01-01, a man born 1986-09-13. */
const ID_1980 = '8001015009087';
const ID_1986 = '8609135139012';
/** Fails the Luhn check. */
const ID_BAD = '8001015009086';

/** ICAO 9303 check digit (weights 7, 3, 1; A-Z = 10-35, '<' = 0), computed here independently of `mrz`. */
function checkDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? '<';
    const value = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * (weights[i % 3] ?? 1);
  }
  return String(sum % 10);
}

const pad = (text: string, length: number) => text.padEnd(length, '<');

/** A TD3 passport MRZ with correct check digits unless `tamper` changes line 2. */
function passportMrz(
  opts: { state?: string; docNo?: string; dob?: string; sex?: string; expiry?: string; personal?: string; tamper?: (line2: string) => string } = {},
) {
  const state = opts.state ?? 'ZAF';
  const docNo = pad(opts.docNo ?? 'A01234567', 9);
  const dob = opts.dob ?? '800101';
  const expiry = opts.expiry ?? '310528';
  const personal = pad(opts.personal ?? ID_1980, 14);
  const line1 = pad(`P<${state}DLAMINI<<THANDO<SIPHO`, 44);
  const part1 = docNo + checkDigit(docNo);
  const part2 = dob + checkDigit(dob);
  const part3 = expiry + checkDigit(expiry);
  const part4 = personal + checkDigit(personal);
  const composite = checkDigit(part1 + part2 + part3 + part4);
  let line2 = `${part1}${state}${part2}${opts.sex ?? 'M'}${part3}${part4}${composite}`;
  if (opts.tamper) line2 = opts.tamper(line2);
  return `${line1}\n${line2}`;
}

const replaceAt = (text: string, index: number, char: string) => text.slice(0, index) + char + text.slice(index + 1);
const bump = (digit: string) => String((Number(digit) + 1) % 10);

describe('checkDigit (the test helper) against the ICAO specimen', () => {
  it('gives the published check digits of L898902C36UTO7408122F1204159ZE184226B<<<<<10', () => {
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
    expect(checkDigit('120415')).toBe('9');
    expect(checkDigit('ZE184226B<<<<<')).toBe('1');
    expect(checkDigit('L898902C36' + '7408122' + '1204159' + 'ZE184226B<<<<<1')).toBe('0');
  });
});

describe('documentKind', () => {
  it('reads the kind from the name, whatever id the estate gave it', () => {
    expect(documentKind({ DocumentTypeId: 9, DocumentType: 'Smart ID Card' })).toBe('smartId');
    expect(documentKind({ DocumentTypeId: 9, DocumentType: 'Green Bar-coded ID Book' })).toBe('greenBook');
    expect(documentKind({ DocumentTypeId: 9, DocumentType: 'Foreign Passport' })).toBe('passport');
    expect(documentKind({ DocumentTypeId: 9, DocumentType: 'Drivers License' })).toBe('driversLicence');
    expect(documentKind({ DocumentTypeId: 9, DocumentType: 'VIN Disc' })).toBe('vinDisc');
    expect(documentKind({ DocumentTypeId: 9, DocumentType: 'Vehicle licence disc' })).toBe('vinDisc');
  });
  it("falls back to the spec's default ids, else other", () => {
    expect(documentKind({ DocumentTypeId: 1, DocumentType: 'Rijbewys' })).toBe('driversLicence');
    expect(documentKind({ DocumentTypeId: 2, DocumentType: 'Kaart' })).toBe('smartId');
    expect(documentKind({ DocumentTypeId: 3, DocumentType: 'Boekie' })).toBe('greenBook');
    expect(documentKind({ DocumentTypeId: 5, DocumentType: 'Paspoort' })).toBe('passport');
    expect(documentKind({ DocumentTypeId: 7, DocumentType: 'Utility bill' })).toBe('other');
  });
});

describe('barcodeFormatsFor', () => {
  it('looks for PDF417 on the back of a Smart ID only, a linear code in a green book, nothing on a passport', () => {
    expect(barcodeFormatsFor('smartId', 'back')).toEqual(['pdf417']);
    expect(barcodeFormatsFor('smartId', 'front')).toEqual([]);
    expect(barcodeFormatsFor('vinDisc', 'front')).toEqual(['pdf417']);
    expect(barcodeFormatsFor('greenBook', 'front')).toEqual(['code_39', 'code_128']);
    expect(barcodeFormatsFor('passport', 'front')).toEqual([]);
    expect(barcodeFormatsFor('driversLicence', 'back')).toEqual([]);
  });
});

describe('normaliseDate', () => {
  it('reads the layouts documents print', () => {
    expect(normaliseDate('01 JAN 1980')).toBe('1980-01-01');
    expect(normaliseDate('9 Sep 1986')).toBe('1986-09-09');
    expect(normaliseDate('29-Feb-2000')).toBe('2000-02-29');
    expect(normaliseDate('2027-08-31')).toBe('2027-08-31');
    expect(normaliseDate('2027/08/31')).toBe('2027-08-31');
    expect(normaliseDate('20270831')).toBe('2027-08-31');
  });
  it('refuses impossible or unknown dates', () => {
    expect(normaliseDate('29 FEB 2001')).toBeUndefined();
    expect(normaliseDate('2027-02-30')).toBeUndefined();
    expect(normaliseDate('01 XYZ 1980')).toBeUndefined();
    expect(normaliseDate('yesterday')).toBeUndefined();
    expect(normaliseDate('')).toBeUndefined();
  });
});

describe('parseSmartIdBarcode (PDF417 on the back of a Smart ID Card)', () => {
  const card = (id: string, dob = '01 JAN 1980', sex = 'M') => `DLAMINI|THANDO SIPHO|${sex}|RSA|${id}|${dob}|RSA|CITIZEN|12 MAR 2019|6543|12345678901|`;

  it('reads surname, names, sex, nationality, ID number and date of birth', () => {
    expect(parseSmartIdBarcode(card(ID_1980), TODAY)).toEqual({
      ok: true,
      fields: { idNumber: ID_1980, lastName: 'Dlamini', firstName: 'Thando Sipho', sex: 'M', nationality: 'RSA', dateOfBirth: '1980-01-01' },
    });
  });

  it('takes the date of birth and sex from the ID number when the barcode has none it can read', () => {
    const read = parseSmartIdBarcode(card(ID_1986, '', ''), TODAY);
    expect(read).toEqual({ ok: true, fields: expect.objectContaining({ idNumber: ID_1986, dateOfBirth: '1986-09-13', sex: 'M' }) });
  });

  it('refuses an ID number that fails the SA ID check', () => {
    expect(parseSmartIdBarcode(card(ID_BAD), TODAY)).toEqual({ ok: false, error: { kind: 'idNumberInvalid' } });
    expect(parseSmartIdBarcode(card('8013015009087'), TODAY)).toEqual({ ok: false, error: { kind: 'idNumberInvalid' } });
  });

  it('calls anything else unreadable', () => {
    expect(parseSmartIdBarcode('hello world', TODAY)).toEqual({ ok: false, error: { kind: 'unreadable' } });
    expect(parseSmartIdBarcode('DLAMINI|THANDO|M|RSA|80010150090|01 JAN 1980', TODAY)).toEqual({ ok: false, error: { kind: 'unreadable' } });
    expect(parseSmartIdBarcode(`|THANDO|M|RSA|${ID_1980}|01 JAN 1980`, TODAY)).toEqual({ ok: false, error: { kind: 'unreadable' } });
  });
});

describe('parseGreenBookBarcode (Code 39 of the Green Bar-coded ID Book)', () => {
  it('reads the ID number and what it tells', () => {
    expect(parseGreenBookBarcode(` ${ID_1986} `, TODAY)).toEqual({
      ok: true,
      fields: { idNumber: ID_1986, dateOfBirth: '1986-09-13', sex: 'M', nationality: 'RSA' },
    });
    expect(parseGreenBookBarcode(`*${ID_1980}*`, TODAY)).toEqual({ ok: true, fields: expect.objectContaining({ idNumber: ID_1980 }) });
  });
  it('refuses a wrong check digit, calls other text unreadable', () => {
    expect(parseGreenBookBarcode(ID_BAD, TODAY)).toEqual({ ok: false, error: { kind: 'idNumberInvalid' } });
    expect(parseGreenBookBarcode('ABC123', TODAY)).toEqual({ ok: false, error: { kind: 'unreadable' } });
    expect(parseGreenBookBarcode('80010150090871', TODAY)).toEqual({ ok: false, error: { kind: 'unreadable' } });
  });
});

describe('parseLicenceDisc (PDF417 of a vehicle licence disc)', () => {
  const disc =
    '%MVL1CC42%0150%4025T0ZZ%1%4025009ABC12%CX12ABGP%KLM456T%Sedan (closed top) / Sedan (toe-kap)%TOYOTA%COROLLA%White / Wit%AHTEST00000123456%1ZZ9876543%2027-08-31%';

  it("reads the licence number, register number, vehicle and the disc's expiry", () => {
    expect(parseLicenceDisc(disc)).toEqual({
      ok: true,
      fields: {
        documentNumber: '4025009ABC12',
        expiryDate: '2027-08-31',
        vehicle: {
          licencePlateNumber: 'CX12ABGP',
          vehicleRegistrationNo: 'KLM456T',
          vehicleType: 'Sedan (closed top) / Sedan (toe-kap)',
          vehicleMake: 'TOYOTA',
          vehicleModel: 'COROLLA',
          vehicleColour: 'White / Wit',
          vinNumber: 'AHTEST00000123456',
          engineNumber: '1ZZ9876543',
          licenseExpire: '2027-08-31',
        },
      },
    });
  });

  it('calls a short, foreign or undated text unreadable', () => {
    expect(parseLicenceDisc('%MVL1CC42%0150%4025T0ZZ%1%')).toEqual({ ok: false, error: { kind: 'unreadable' } });
    expect(parseLicenceDisc(disc.replace('MVL1CC42', 'XYZ'))).toEqual({ ok: false, error: { kind: 'unreadable' } });
    expect(parseLicenceDisc(disc.replace('2027-08-31', 'soon'))).toEqual({ ok: false, error: { kind: 'unreadable' } });
    expect(parseLicenceDisc(`DLAMINI|THANDO|M|RSA|${ID_1980}|01 JAN 1980`)).toEqual({ ok: false, error: { kind: 'unreadable' } });
  });

  it('is what parseDocumentBarcode uses for a VIN disc, and not for a Smart ID', () => {
    expect(parseDocumentBarcode('vinDisc', disc, TODAY).ok).toBe(true);
    expect(parseDocumentBarcode('smartId', disc, TODAY)).toEqual({ ok: false, error: { kind: 'unreadable' } });
    expect(parseDocumentBarcode('passport', disc, TODAY)).toEqual({ ok: false, error: { kind: 'unreadable' } });
  });
});

describe('parsePassportMrz (TD3, checked with mrz)', () => {
  it('reads a South African passport whose check digits are right, the personal number as the ID number', () => {
    expect(parsePassportMrz(passportMrz(), TODAY)).toEqual({
      ok: true,
      fields: {
        documentNumber: 'A01234567',
        lastName: 'Dlamini',
        firstName: 'Thando Sipho',
        nationality: 'ZAF',
        issuingState: 'ZAF',
        sex: 'M',
        dateOfBirth: '1980-01-01',
        expiryDate: '2031-05-28',
        idNumber: ID_1980,
      },
    });
  });

  it('reads a foreign passport (no SA ID) and tolerates spaces, lower case and a trailing blank line', () => {
    const mrz = passportMrz({ state: 'GBR', docNo: '123456789', dob: '040229', sex: 'F', personal: '' });
    const typed = mrz.toLowerCase().replace('\n', ' \r\n') + '\n';
    expect(parsePassportMrz(typed, TODAY)).toEqual({
      ok: true,
      fields: expect.objectContaining({ documentNumber: '123456789', nationality: 'GBR', sex: 'F', dateOfBirth: '2004-02-29' }),
    });
    const read = parsePassportMrz(typed, TODAY);
    expect(read.ok && 'idNumber' in read.fields).toBe(false);
  });

  it('leaves out a date that does not exist (2002 had no 29 February)', () => {
    const read = parsePassportMrz(passportMrz({ state: 'GBR', dob: '020229', personal: '' }), TODAY);
    expect(read.ok && 'dateOfBirth' in read.fields).toBe(false);
  });

  it('puts a birth year that would be in the future in the last century', () => {
    const read = parsePassportMrz(passportMrz({ state: 'GBR', dob: '301231', personal: '' }), TODAY);
    expect(read.ok && read.fields.dateOfBirth).toBe('1930-12-31');
  });

  it('refuses a wrong document-number check digit, naming the field', () => {
    const bad = passportMrz({ tamper: (line) => replaceAt(line, 9, bump(line[9] ?? '0')) });
    expect(parsePassportMrz(bad, TODAY)).toEqual({ ok: false, error: { kind: 'mrzCheckDigit', field: 'document number' } });
  });

  it('refuses a wrong birth-date, expiry or composite check digit', () => {
    const at = (index: number) => passportMrz({ tamper: (line) => replaceAt(line, index, bump(line[index] ?? '0')) });
    expect(parsePassportMrz(at(19), TODAY)).toEqual({ ok: false, error: { kind: 'mrzCheckDigit', field: 'birth date' } });
    expect(parsePassportMrz(at(27), TODAY)).toEqual({ ok: false, error: { kind: 'mrzCheckDigit', field: 'expiration date' } });
    expect(parsePassportMrz(at(43), TODAY)).toEqual({ ok: false, error: { kind: 'mrzCheckDigit', field: 'composite' } });
  });

  it('refuses a mistyped character that the check digit catches', () => {
    const typo = passportMrz({ tamper: (line) => replaceAt(line, 2, '9') });
    expect(parsePassportMrz(typo, TODAY)).toEqual({ ok: false, error: expect.objectContaining({ kind: 'mrzCheckDigit' }) });
  });

  it('refuses a South African passport whose personal number fails the SA ID check (check digits right)', () => {
    expect(parsePassportMrz(passportMrz({ personal: ID_BAD }), TODAY)).toEqual({ ok: false, error: { kind: 'idNumberInvalid' } });
  });

  it('refuses an unknown state code', () => {
    expect(parsePassportMrz(passportMrz({ state: 'XXY', personal: '' }), TODAY)).toEqual({ ok: false, error: { kind: 'mrzInvalid', field: 'issuing state' } });
  });

  it('refuses what is not two lines of 44 MRZ characters', () => {
    const good = passportMrz();
    expect(parsePassportMrz(good.split('\n')[0] ?? '', TODAY)).toEqual({ ok: false, error: { kind: 'mrzFormat' } });
    expect(parsePassportMrz(good.slice(0, -1), TODAY)).toEqual({ ok: false, error: { kind: 'mrzFormat' } });
    expect(parsePassportMrz(good.replace('DLAMINI', 'DLAM!NI'), TODAY)).toEqual({ ok: false, error: { kind: 'mrzFormat' } });
    expect(parsePassportMrz(good.replace(/^P/, 'I'), TODAY)).toEqual({ ok: false, error: { kind: 'mrzFormat' } });
    expect(parsePassportMrz('', TODAY)).toEqual({ ok: false, error: { kind: 'mrzFormat' } });
  });
});
