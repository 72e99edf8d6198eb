import * as v from 'valibot';
import { text } from '../contract/text';
import { SA_ID_MESSAGE } from '../i18n/en/profile';
import { validateSaId } from './sa-id';

/**
 * Profile rules shared by /ProfileDetails and the server (spec 1 sections 3, 5 and 8).
 * Pure: no DOM, no Node APIs.
 */

/** The known profile-detail fields (spec 3), in spec order. */
export const PROFILE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'idNumber',
  'passportNumber',
  'driversLicenseNumber',
  'idDocumentUrl',
  'passportDocumentUrl',
  'driversLicenseDocumentUrl',
  'dateOfBirth',
  'countryOfBirth',
  'countryOfCitizenship',
  'countryOfResidency',
  'gender',
  'preferedLanguage',
  'maritalStatus',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileBody = Record<ProfileField, string>;

/**
 * One field of a profile body: strings are trimmed; empty, missing, null and the text 'null'
 * become ''; numbers and booleans are stringified; anything else becomes ''.
 */
export function profileFieldValue(value: unknown): string {
  if (typeof value === 'string') {
    const t = value.trim();
    return t === 'null' ? '' : t;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return '';
}

/** The server's profile body rule (spec 5): every known field from input, unknown keys dropped. */
export function profileBody(input: Readonly<Record<string, unknown>>): ProfileBody {
  const body = {} as ProfileBody;
  for (const field of PROFILE_FIELDS) {
    body[field] = Object.hasOwn(input, field) ? profileFieldValue(input[field]) : '';
  }
  return body;
}

/** Longest value of each profile field: the names as on /ProfileDetails, document links longer. */
export const PROFILE_FIELD_MAX_LENGTH: Record<ProfileField, number> = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, field.endsWith('DocumentUrl') ? 2000 : 100]),
) as Record<ProfileField, number>;

export function profileFieldTooLongMessage(max: number): string {
  return `Please enter at most ${max} characters.`;
}

/** One field's characters and length: text() refuses NUL and lone surrogates. */
const detailField = (field: ProfileField) =>
  v.pipe(text(), v.trim(), v.maxLength(PROFILE_FIELD_MAX_LENGTH[field], profileFieldTooLongMessage(PROFILE_FIELD_MAX_LENGTH[field])));
const nameField = detailField('firstName');

/**
 * The server's check of a whole profile body (after profileBody): the same character and
 * length rules as the /ProfileDetails screen for every field, so a body the screen would
 * refuse is refused with the screen's message and nothing is stored.
 */
export const ProfileBodySchema = v.object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, detailField(field)])) as Record<ProfileField, ReturnType<typeof detailField>>,
);

/**
 * Schema for the /ProfileDetails form (Name, Surname, ID Number). The ID number is optional
 * (empty allowed, spec 5 shows no other checks) but when given must pass validateSaId.
 * `today` is read at validation time so the century rule tracks the current date.
 */
export function makeProfileDetailsSchema(today: () => Date = () => new Date()) {
  return v.object({
    firstName: nameField,
    lastName: nameField,
    idNumber: v.pipe(
      text(),
      v.trim(),
      v.check((id) => id === '' || validateSaId(id, today()).valid, SA_ID_MESSAGE),
    ),
  });
}

export const ProfileDetailsSchema = makeProfileDetailsSchema();
export type ProfileDetails = v.InferOutput<typeof ProfileDetailsSchema>;
