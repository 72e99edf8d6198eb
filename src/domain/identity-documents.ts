import { parse as parseMrz } from 'mrz';
import type { DrivingLicenceDetails } from './sa-driving-licence';
import { validateSaId } from './sa-id';

/**
 * Reading South African identity documents (spec 2 'Facial and document onboarding', reference
 * "security-and-payments" section 4): the text a barcode reader or the user produced becomes
 * fields. Pure: no DOM. What is read is data capture only: the barcodes are not signed, so a
 * read proves nothing about authenticity.
 */

/** The vehicle licence disc's fields (reference 4.4; spec onboarding record names). */
export type VehicleDiscFields = {
  /** The licence (registration) number on the plate, e.g. 'KK10FCGP'. */
  licencePlateNumber: string;
  vehicleRegistrationNo: string;
  vehicleType: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleColour: string;
  vinNumber: string;
  engineNumber: string;
  /** 'YYYY-MM-DD'. */
  licenseExpire: string;
};

/** What could be read from a document; every field optional, `{}` when nothing was read. */
export type IdentityFields = {
  idNumber?: string;
  firstName?: string;
  lastName?: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth?: string;
  sex?: 'M' | 'F';
  /** ISO 3166 alpha-3 as printed ('RSA' on SA documents, 'ZAF' in a passport MRZ). */
  nationality?: string;
  documentNumber?: string;
  /** 'YYYY-MM-DD'. */
  expiryDate?: string;
  issuingState?: string;
  /** A licence disc's vehicle details. */
  vehicle?: VehicleDiscFields;
  /** A passport's two machine-readable lines as read (the server verifies them again). */
  mrz?: string;
  /** A driving licence card's details (its PDF417, decrypted). */
  licence?: DrivingLicenceDetails;
};

/** Why a read failed: not the expected layout, an ID number that fails the SA ID check, or an MRZ check digit. */
export type IdentityReadError =
  | { kind: 'unreadable' }
  | { kind: 'idNumberInvalid' }
  | { kind: 'mrzFormat' }
  | { kind: 'mrzCheckDigit'; field: string }
  | { kind: 'mrzInvalid'; field: string };

export type IdentityReadResult = { ok: true; fields: IdentityFields } | { ok: false; error: IdentityReadError };

/** How a document type is read. */
export type DocumentKind = 'driversLicence' | 'smartId' | 'greenBook' | 'passport' | 'vinDisc' | 'other';

/**
 * The kind of an estate's document type, by its name (estates may number their own types),
 * else by the spec's default ids: 1 Drivers License, 2 Smart ID Card, 3 Green Bar-coded ID Book,
 * 4 Passport, 5 Foreign Passport.
 */
export function documentKind(type: { DocumentTypeId: number; DocumentType: string }): DocumentKind {
  const name = type.DocumentType.toLowerCase();
  if (name.includes('passport')) return 'passport';
  if (name.includes('smart')) return 'smartId';
  if (name.includes('green') || name.includes('book')) return 'greenBook';
  if (name.includes('disc') || name.includes('vin')) return 'vinDisc';
  if (name.includes('licen')) return 'driversLicence';
  const byId: Record<number, DocumentKind> = { 1: 'driversLicence', 2: 'smartId', 3: 'greenBook', 4: 'passport', 5: 'passport' };
  return byId[type.DocumentTypeId] ?? 'other';
}

/** The barcode formats worth looking for on a side of a document (barcode-detector names). */
export function barcodeFormatsFor(kind: DocumentKind, side: 'front' | 'back'): ('pdf417' | 'code_39' | 'code_128')[] {
  if (kind === 'smartId') return side === 'back' ? ['pdf417'] : [];
  if (kind === 'vinDisc') return ['pdf417'];
  if (kind === 'greenBook') return ['code_39', 'code_128'];
  return [];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '01 JAN 1980', '01 Jan 1980', '1980-01-01', '1980/01/01' or '19800101' as 'YYYY-MM-DD'; undefined otherwise. */
export function normaliseDate(raw: string): string | undefined {
  const text = raw.trim().toUpperCase();
  let year: number;
  let month: number;
  let day: number;
  const named = /^(\d{1,2})[ -]([A-Z]{3})[A-Z]*[ -](\d{4})$/.exec(text);
  const numeric = named ? null : /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})$/.exec(text);
  if (named) {
    day = Number(named[1]);
    month = MONTHS.indexOf(named[2] ?? '') + 1;
    year = Number(named[3]);
  } else if (numeric) {
    year = Number(numeric[1]);
    month = Number(numeric[2]);
    day = Number(numeric[3]);
  } else {
    return undefined;
  }
  if (month < 1 || !isRealDate(year, month, day)) return undefined;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** An SA ID number's own facts (date of birth, sex, nationality for citizens), or an error when it fails the check. */
function fieldsFromIdNumber(idNumber: string, today: Date): IdentityReadResult {
  const check = validateSaId(idNumber, today);
  if (!check.valid) return { ok: false, error: { kind: 'idNumberInvalid' } };
  return { ok: true, fields: { idNumber, dateOfBirth: check.birthDate, sex: check.gender, ...(check.citizen ? { nationality: 'RSA' } : {}) } };
}

function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s'-])(\p{L})/gu, (_whole, lead: string, letter: string) => lead + letter.toUpperCase());
}

/**
 * The PDF417 on the back of a Smart ID Card: fields separated by '|' — surname, names, sex,
 * nationality, ID number, date of birth, country of birth, citizenship status, date of issue,
 * ... The ID number must pass the SA ID check; the date of birth and sex fall back to the ID
 * number's when the barcode's cannot be read.
 */
export function parseSmartIdBarcode(text: string, today: Date = new Date()): IdentityReadResult {
  const parts = text.split('|').map((part) => part.trim());
  const [surname = '', names = '', sex = '', nationality = '', idNumber = '', dateOfBirth = ''] = parts;
  if (parts.length < 6 || !/^\d{13}$/.test(idNumber) || !surname) return { ok: false, error: { kind: 'unreadable' } };
  const fromId = fieldsFromIdNumber(idNumber, today);
  if (!fromId.ok) return fromId;
  const printedSex = sex.toUpperCase();
  const fields: IdentityFields = {
    ...fromId.fields,
    lastName: titleCase(surname),
    ...(names ? { firstName: titleCase(names) } : {}),
    ...(printedSex === 'M' || printedSex === 'F' ? { sex: printedSex } : {}),
    ...(/^[A-Z]{3}$/i.test(nationality) ? { nationality: nationality.toUpperCase() } : {}),
  };
  const dob = normaliseDate(dateOfBirth);
  if (dob) fields.dateOfBirth = dob;
  return { ok: true, fields };
}

/** The Code 39 (or Code 128) barcode of a Green Bar-coded ID Book: the 13-digit ID number. */
export function parseGreenBookBarcode(text: string, today: Date = new Date()): IdentityReadResult {
  const digits = text.trim().replace(/^\*|\*$/g, '');
  if (!/^\d{13}$/.test(digits)) return { ok: false, error: { kind: 'unreadable' } };
  return fieldsFromIdNumber(digits, today);
}

/**
 * The PDF417 of a vehicle licence disc: '%'-separated; after splitting, [6] the licence number
 * (plate), [7] the vehicle register number, [8] description, [9] make, [10] model, [11] colour,
 * [12] VIN, [13] engine number, [14] expiry date (reference 4.4). Lenient about trailing parts.
 */
export function parseLicenceDisc(text: string): IdentityReadResult {
  const parts = text
    .trim()
    .split('%')
    .map((part) => part.trim());
  if (parts.length < 15 || !/^MVL/i.test(parts[1] ?? '')) return { ok: false, error: { kind: 'unreadable' } };
  const at = (index: number) => parts[index] ?? '';
  const expiry = normaliseDate(at(14));
  if (!at(6) || !expiry) return { ok: false, error: { kind: 'unreadable' } };
  const vehicle: VehicleDiscFields = {
    licencePlateNumber: at(6).toUpperCase(),
    vehicleRegistrationNo: at(7).toUpperCase(),
    vehicleType: at(8),
    vehicleMake: at(9),
    vehicleModel: at(10),
    vehicleColour: at(11),
    vinNumber: at(12).toUpperCase(),
    engineNumber: at(13).toUpperCase(),
    licenseExpire: expiry,
  };
  return { ok: true, fields: { documentNumber: at(5).toUpperCase(), expiryDate: expiry, vehicle } };
}

/** An MRZ date 'YYMMDD' as 'YYYY-MM-DD': birth dates are not in the future, expiry dates within the next 50 years. */
function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today: Date): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const thisYear = today.getFullYear();
  let year = 2000 + yy;
  if (kind === 'birth' && `${year}-${pad2(month)}-${pad2(day)}` > today.toISOString().slice(0, 10)) year -= 100;
  if (kind === 'expiry' && year > thisYear + 50) year -= 100;
  if (!isRealDate(year, month, day)) return undefined;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * The two machine-readable lines of a passport's photo page (ICAO 9303 TD3), typed or pasted.
 * Checked with `mrz`: a wrong check digit is an error naming the field. A South African
 * passport's personal number is the holder's ID number and is checked as one.
 */
export function parsePassportMrz(text: string, today: Date = new Date()): IdentityReadResult {
  const lines = text
    .toUpperCase()
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, '').replace(/«/g, '<'))
    .filter((line) => line.length > 0);
  if (lines.length !== 2 || lines.some((line) => line.length !== 44 || !/^[A-Z0-9<]+$/.test(line)) || !lines[0]?.startsWith('P')) {
    return { ok: false, error: { kind: 'mrzFormat' } };
  }
  let result: ReturnType<typeof parseMrz>;
  try {
    result = parseMrz(lines);
  } catch {
    return { ok: false, error: { kind: 'mrzFormat' } };
  }
  if (result.format !== 'TD3') return { ok: false, error: { kind: 'mrzFormat' } };
  // 'UTO' (Utopia) is ICAO 9303's code for specimen documents: `mrz` knows only real states.
  const line2 = lines[1] ?? '';
  const specimen = (detail: (typeof result.details)[number]) =>
    (detail.field === 'issuingState' && lines[0]?.slice(2, 5) === 'UTO') || (detail.field === 'nationality' && line2.slice(10, 13) === 'UTO');
  const failures = result.details.filter((detail) => !detail.valid && !specimen(detail));
  if (failures.length > 0) {
    const wrongDigit = failures.find((detail) => detail.field?.endsWith('CheckDigit'));
    if (wrongDigit) return { ok: false, error: { kind: 'mrzCheckDigit', field: wrongDigit.label.replace(/ check digit$/i, '').toLowerCase() } };
    return { ok: false, error: { kind: 'mrzInvalid', field: (failures[0]?.label ?? 'MRZ').toLowerCase() } };
  }
  const f = result.fields;
  const fields: IdentityFields = {};
  if (f.documentNumber) fields.documentNumber = f.documentNumber;
  if (f.lastName) fields.lastName = titleCase(f.lastName);
  if (f.firstName) fields.firstName = titleCase(f.firstName);
  const nationality = f.nationality ?? line2.slice(10, 13);
  const issuingState = f.issuingState ?? lines[0]?.slice(2, 5);
  if (nationality) fields.nationality = nationality;
  if (issuingState) fields.issuingState = issuingState;
  if (f.sex === 'male') fields.sex = 'M';
  if (f.sex === 'female') fields.sex = 'F';
  const birth = f.birthDate ? mrzDate(f.birthDate, 'birth', today) : undefined;
  if (birth) fields.dateOfBirth = birth;
  const expiry = f.expirationDate ? mrzDate(f.expirationDate, 'expiry', today) : undefined;
  if (expiry) fields.expiryDate = expiry;
  const personal = (f.personalNumber ?? '').replace(/</g, '');
  if (f.issuingState === 'ZAF' && /^\d{13}$/.test(personal)) {
    const fromId = fieldsFromIdNumber(personal, today);
    if (!fromId.ok) return fromId;
    fields.idNumber = personal;
  }
  return { ok: true, fields };
}

/** Reads a barcode's text as the document kind expects it. */
export function parseDocumentBarcode(kind: DocumentKind, text: string, today: Date = new Date()): IdentityReadResult {
  if (kind === 'smartId') return parseSmartIdBarcode(text, today);
  if (kind === 'greenBook') return parseGreenBookBarcode(text, today);
  if (kind === 'vinDisc') return parseLicenceDisc(text);
  return { ok: false, error: { kind: 'unreadable' } };
}
