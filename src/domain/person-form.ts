import type { DocumentType } from '../contract/people';
import { format } from '../i18n/format';
import type { IdentityFields } from './identity-documents';
import { isValidSaId } from './sa-id';

/*
 * The person form (spec 2): an associate and a letting guest are the same person on paper —
 * relationship, names, mobile, e-mail, identity document, the parent or guardian of a minor and
 * the terms, the home address, access zones. One set of fields and one check; what differs per
 * flow (the spec's order of the checks, its words, who counts as a minor, who gives an address)
 * is the flow's `PersonFlow`. The device runs the check before sending and the server runs it
 * again (server/lib/person-checks.ts). Pure: no DOM, no Dexie.
 */

/** A titled error dialog (spec: 'Title: message'); the title is '' when the spec gives none. */
export type FormProblem = { title: string; message: string };

/** Splits the spec's 'Title: message' text at its first ': '. */
export function problemOf(text: string): FormProblem {
  const at = text.indexOf(': ');
  return at < 0 ? { title: '', message: text } : { title: text.slice(0, at), message: text.slice(at + 2) };
}

/** Passports carry 6-20 letters and digits instead of an SA ID number (document types 4 and 5). */
export function isPassportDocument(documentTypeId: number): boolean {
  return documentTypeId === 4 || documentTypeId === 5;
}

/** Removes spaces, dashes and brackets people type into phone numbers. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s\-()]/g, '');
}

/** A mobile number as the contract takes it: an optional +, then 10 to 15 digits (spec 2 section 9: at least 10). */
export function isValidMobile(phone: string): boolean {
  return /^\+?[0-9]{10,15}$/.test(normalisePhone(phone.trim()));
}

/** An SA ID number, or for a passport 6-20 letters and digits. */
export function isValidIdNumber(idNumber: string, documentTypeId: number, today: Date = new Date()): boolean {
  const id = idNumber.trim();
  return isPassportDocument(documentTypeId) ? /^[A-Za-z0-9]{6,20}$/.test(id) : isValidSaId(id, today);
}

export const ADDRESS_KEYS = ['street1', 'street2', 'suburb', 'town', 'postalCode'] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];

/** What the person form holds (the screens add their own switches). */
export type PersonFields = {
  associateTypeId: number;
  relationship: string;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  idNumber: string;
  documentTypeId: number;
  guardianFirstName: string;
  guardianLastName: string;
  guardianMobile: string;
  guardianEmail: string;
  termsAccepted: boolean;
  street1: string;
  street2: string;
  suburb: string;
  town: string;
  postalCode: string;
  zoneIds: readonly number[];
};

export const BLANK_PERSON: PersonFields = {
  associateTypeId: 0,
  relationship: '',
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  idNumber: '',
  documentTypeId: 0,
  guardianFirstName: '',
  guardianLastName: '',
  guardianMobile: '',
  guardianEmail: '',
  termsAccepted: false,
  street1: '',
  street2: '',
  suburb: '',
  town: '',
  postalCode: '',
  zoneIds: [],
};

/** What the check reads besides the fields: the pictures taken (or coming later), and a minor named by the call itself. */
export type PersonCheckInput = PersonFields & {
  /** A face photo was taken, or the user chose to take it later. */
  faceDone: boolean;
  hasDocumentFront: boolean;
  hasDocumentBack: boolean;
  /** A minor whatever the relationship says (the server's `isMinor`). */
  minor?: boolean;
};

/** One check of the person form; `face` and `document` are the pictures'. */
export type PersonCheck = 'zone' | 'firstName' | 'lastName' | 'mobile' | 'relationship' | 'idNumber' | 'face' | 'document' | 'address' | 'guardian' | 'terms';

/** A flow's order and words: associates (spec 2 section 5) and letting guests ('Letting guest creation'). */
export type PersonFlow = {
  order: readonly PersonCheck[];
  isMinor: (relationship: string) => boolean;
  /** Whether an adult of this relationship gives a home address. */
  needsAddress: (relationship: string) => boolean;
  /** The dialog of each check (`face` only in a flow that checks the face). */
  problems: Record<Exclude<PersonCheck, 'document' | 'address' | 'face'>, FormProblem> & { face?: FormProblem };
  /** The address fields in the order they are checked, each with the title of its dialog. */
  address: { fields: readonly (readonly [AddressKey, string])[]; message: string };
  /** 'Please scan the front of the {documentType}' and its back: titled with the document type. */
  documentFront: string;
  documentBack: string;
  /** The server's refusal text for a check's dialog (the spec's message as the API answers it). */
  refusal: (check: PersonCheck, problem: FormProblem) => string;
};

const filled = (value: string) => value.trim() !== '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the person is a minor in this flow. */
export function isMinorPerson(form: Pick<PersonCheckInput, 'relationship' | 'minor'>, flow: Pick<PersonFlow, 'isMinor'>): boolean {
  return form.minor === true || flow.isMinor(form.relationship);
}

/** The first problem of `check`, or null. */
function checkProblem(check: PersonCheck, form: PersonCheckInput, flow: PersonFlow, context: PersonCheckContext): FormProblem | null {
  const minor = isMinorPerson(form, flow);
  switch (check) {
    case 'zone':
      return context.zonesAvailable > 0 && form.zoneIds.length === 0 ? flow.problems.zone : null;
    case 'firstName':
      return filled(form.firstName) ? null : flow.problems.firstName;
    case 'lastName':
      return filled(form.lastName) ? null : flow.problems.lastName;
    case 'mobile':
      return minor || isValidMobile(form.mobile) ? null : flow.problems.mobile;
    case 'relationship':
      return form.associateTypeId >= 1 && filled(form.relationship) ? null : flow.problems.relationship;
    case 'idNumber':
      return minor || isValidIdNumber(form.idNumber, form.documentTypeId, context.today) ? null : flow.problems.idNumber;
    case 'face':
      return form.faceDone || !flow.problems.face ? null : flow.problems.face;
    case 'document': {
      if (minor) return null;
      const name = context.documentType?.DocumentType ?? '';
      if (!form.hasDocumentFront) return { title: name, message: format(flow.documentFront, { documentType: name }) };
      if (context.documentType?.needsBack && !form.hasDocumentBack) return { title: name, message: format(flow.documentBack, { documentType: name }) };
      return null;
    }
    case 'address':
      if (minor || !flow.needsAddress(form.relationship)) return null;
      for (const [field, title] of flow.address.fields) if (!filled(form[field])) return { title, message: flow.address.message };
      return null;
    case 'guardian':
      if (!minor) return null;
      return [form.guardianFirstName, form.guardianLastName, form.guardianMobile, form.guardianEmail].every(filled) &&
        isValidMobile(form.guardianMobile) &&
        EMAIL.test(form.guardianEmail.trim())
        ? null
        : flow.problems.guardian;
    case 'terms':
      return !minor || form.termsAccepted ? null : flow.problems.terms;
  }
}

export type PersonCheckContext = {
  /** How many access zones the person may choose from (none: no zone is asked for). */
  zonesAvailable: number;
  documentType: Pick<DocumentType, 'DocumentType' | 'needsBack'> | undefined;
  today?: Date | undefined;
};

/** The first check a person about to be added fails, in the flow's order, with its dialog; null when they may be sent. */
export function personFormCheck(form: PersonCheckInput, flow: PersonFlow, context: PersonCheckContext): { check: PersonCheck; problem: FormProblem } | null {
  for (const check of flow.order) {
    const problem = checkProblem(check, form, flow, context);
    if (problem) return { check, problem };
  }
  return null;
}

/** The first problem of a person about to be added, in the flow's order, or null when they may be sent. */
export function personFormProblem(form: PersonCheckInput, flow: PersonFlow, context: PersonCheckContext): FormProblem | null {
  return personFormCheck(form, flow, context)?.problem ?? null;
}

/** Before the face is captured: first name, last name and (not minors) a valid mobile. */
export function personFaceProblem(form: Pick<PersonFields, 'firstName' | 'lastName' | 'mobile' | 'relationship'>, flow: PersonFlow): FormProblem | null {
  const input: PersonCheckInput = { ...BLANK_PERSON, ...form, faceDone: true, hasDocumentFront: true, hasDocumentBack: true };
  for (const check of ['firstName', 'lastName', 'mobile'] as const) {
    const problem = checkProblem(check, input, flow, { zonesAvailable: 0, documentType: undefined });
    if (problem) return problem;
  }
  return null;
}

/** The 'parent or owner is the guardian' switch: on copies the resident's name, phone and e-mail; off clears the guardian. */
export function guardianFromResident(
  on: boolean,
  resident: { firstName: string; lastName: string; mobile: string; email: string },
  cleanPhone: (phone: string) => string,
): Pick<PersonFields, 'guardianFirstName' | 'guardianLastName' | 'guardianMobile' | 'guardianEmail'> {
  return on
    ? { guardianFirstName: resident.firstName, guardianLastName: resident.lastName, guardianMobile: cleanPhone(resident.mobile), guardianEmail: resident.email }
    : { guardianFirstName: '', guardianLastName: '', guardianMobile: '', guardianEmail: '' };
}

/**
 * What a captured identity document fills in: the ID number it carries (or, for a passport, its
 * document number), and the names where none were typed yet.
 */
export function fieldsFromDocument(
  current: { firstName: string; lastName: string },
  read: IdentityFields,
  passport = false,
): { idNumber?: string; firstName?: string; lastName?: string } {
  const idNumber = passport ? read.documentNumber : read.idNumber;
  return {
    ...(idNumber ? { idNumber } : {}),
    ...(read.firstName && !current.firstName.trim() ? { firstName: read.firstName } : {}),
    ...(read.lastName && !current.lastName.trim() ? { lastName: read.lastName } : {}),
  };
}

/** The zones chosen after a tap on zone `id` (a second tap unchooses it). */
export function toggleZone(zoneIds: readonly number[], id: number): number[] {
  return zoneIds.includes(id) ? zoneIds.filter((z) => z !== id) : [...zoneIds, id];
}
