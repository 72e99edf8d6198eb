import { NAME_PATTERN } from '../contract/auth';
import { passwordLengthMessage, SIGN_UP_MESSAGES } from '../i18n/en/auth';
import { isSaMobile } from '../contract/sa-mobile';

/**
 * Sign-up rules shared by the form (/Signup) and the server, with the spec's messages
 * (spec 1 section 5). The server runs the same checks after parsing the contract schema.
 */

/** The user types a person may choose at sign-up; guard and estateManager are assigned by the estate. */
export const SELF_SERVICE_USER_TYPES = ['resident', 'owner', 'visitor'] as const;
export type SelfServiceUserType = (typeof SELF_SERVICE_USER_TYPES)[number];
export const DEFAULT_USER_TYPE: SelfServiceUserType = 'resident';

/** Trims, collapses inner spaces and capitalises each word ("  pieter  van wyk" -> "Pieter Van Wyk"). */
export function titleCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((word) => word.toLocaleLowerCase().replace(/(^|[-'])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase()))
    .join(' ');
}

/**
 * Any valid South African mobile number (libphonenumber-js's metadata: src/contract/sa-mobile.ts),
 * not spec 1's 072/073/074/082/083/084 prefix list, which refuses 060-068, 071, 076, 078, 079, 081
 * and more (a README deliberate departure). Stored as 0 and nine digits.
 */
export { isSaMobile, saMobileLocal } from '../contract/sa-mobile';

export function isSelfServiceUserType(userType: string): userType is SelfServiceUserType {
  return (SELF_SERVICE_USER_TYPES as readonly string[]).includes(userType);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SignUpForm = {
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
  estateId: number | null | undefined;
  password: string;
  confirmPassword: string;
  userType: string;
  acceptedPrivacyPolicy: boolean;
};
export type SignUpField = keyof SignUpForm;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

/** The first message per field; an empty object means the form may be sent. */
export function signUpErrors(form: SignUpForm, options: { passwordMinLength: number }): SignUpErrors {
  const errors: SignUpErrors = {};
  const first = form.firstname.trim();
  const last = form.lastname.trim();
  if (!first) errors.firstname = SIGN_UP_MESSAGES.firstNameRequired;
  else if (!NAME_PATTERN.test(first)) errors.firstname = SIGN_UP_MESSAGES.invalidName;
  if (!last) errors.lastname = SIGN_UP_MESSAGES.lastNameRequired;
  else if (!NAME_PATTERN.test(last)) errors.lastname = SIGN_UP_MESSAGES.invalidName;
  if (!form.mobile.trim()) errors.mobile = SIGN_UP_MESSAGES.mobileRequired;
  else if (!isSaMobile(form.mobile)) errors.mobile = SIGN_UP_MESSAGES.invalidMobile;
  if (form.estateId === null || form.estateId === undefined || !Number.isInteger(form.estateId)) errors.estateId = SIGN_UP_MESSAGES.estateRequired;
  const email = form.email.trim();
  if (!email) errors.email = SIGN_UP_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = SIGN_UP_MESSAGES.invalidEmail;
  if (!form.password) errors.password = SIGN_UP_MESSAGES.passwordRequired;
  else if ([...form.password].length < options.passwordMinLength) errors.password = passwordLengthMessage(options.passwordMinLength);
  if (!form.confirmPassword) errors.confirmPassword = SIGN_UP_MESSAGES.confirmRequired;
  else if (form.password && form.confirmPassword !== form.password) errors.confirmPassword = SIGN_UP_MESSAGES.passwordMismatch;
  if (!isSelfServiceUserType(form.userType)) errors.userType = SIGN_UP_MESSAGES.userTypeRequired;
  if (!form.acceptedPrivacyPolicy) errors.acceptedPrivacyPolicy = SIGN_UP_MESSAGES.termsRequired;
  return errors;
}
