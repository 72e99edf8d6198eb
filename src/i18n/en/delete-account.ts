import { AUTH_MESSAGES } from './auth';
import type { Area } from './catalogue';

/** Deleting an account: the warning, re-authentication and the one-time code. */
export const deleteAccountEntries = {
  'deleteAccount.button': 'Delete Account',
  'deleteAccount.warningTitle': 'Delete Account',
  'deleteAccount.firebaseNote':
    "This deletes your account in this app. Your sign-in (e-mail and password) belongs to the estate's Firebase project and stays there: ask the estate to remove it.",
  'deleteAccount.warning':
    'Deleting your account removes your profile, contacts, addresses, accounts, vehicles and notifications, and signs you out on every device. This cannot be undone. We will e-mail you a one-time code to confirm.',
  'deleteAccount.confirm': 'Confirm',
  'deleteAccount.password': 'Password',
  'deleteAccount.passwordHint': 'Enter your password to confirm that it is you.',
  'deleteAccount.cancel': 'Cancel',
  'deleteAccount.codeTitle': 'Enter OTP',
  'deleteAccount.codeBody': 'Enter the 6-digit code sent to {email}. The e-mail says how long it is valid.',
  'deleteAccount.codeLabel': 'One-time code',
  'deleteAccount.digit': 'Digit {n} of 6',
  'deleteAccount.verify': 'Delete my account',
  'deleteAccount.sending': 'Sending OTP...',
  'deleteAccount.deleting': 'Deleting account...',
  'deleteAccount.offline': 'You are offline. Deleting your account needs an internet connection.',
  'deleteAccount.resultTitle': 'Delete Account',
  'deleteAccount.invalid': "OTP recipients don't match. Request new OTP.",
  'deleteAccount.incorrect': 'OTP is incorrect, please try again.',
  'deleteAccount.expired': 'OTP has expired and is no longer valid. Request new OTP.',
  'deleteAccount.unexpected': 'Unexpected OTP response. Please try again.',
  'deleteAccount.sendFailure': 'Unable to send OTP. Please try again later.',
  'deleteAccount.deleteFailure': 'Unable to delete account, please contact support for assistance',
} as const;

/** The answers to a delete-account code (spec 1 section 8), from the server and the code modal. */
export const DELETE_ACCOUNT_MESSAGES = {
  invalid: deleteAccountEntries['deleteAccount.invalid'],
  incorrect: deleteAccountEntries['deleteAccount.incorrect'],
  expired: deleteAccountEntries['deleteAccount.expired'],
  unexpected: deleteAccountEntries['deleteAccount.unexpected'],
  sendFailure: deleteAccountEntries['deleteAccount.sendFailure'],
  deleteFailure: deleteAccountEntries['deleteAccount.deleteFailure'],
} as const;

/** The re-authentication before a code is sent answers as sign-in does. */
export const REAUTH_MESSAGES = {
  wrongPassword: AUTH_MESSAGES.wrongPassword,
  tooMany: AUTH_MESSAGES.tooManySignIns,
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof deleteAccountEntries> {}
}

export default deleteAccountEntries;
