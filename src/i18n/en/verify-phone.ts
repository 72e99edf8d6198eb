import type { Area } from './catalogue';

/** Verifying the mobile number by an SMS code (spec 1 sections 3, 4 and 8). */
export const verifyPhoneEntries = {
  'verifyPhone.title': 'Verify Phone Number',
  'verifyPhone.intro': 'We will send a 6-digit code by SMS to this number. Enter it below to verify your number.',
  'verifyPhone.mobile': 'Mobile number',
  'verifyPhone.send': 'Send OTP',
  'verifyPhone.resend': 'Send a new OTP',
  'verifyPhone.sending': 'Sending OTP...',
  'verifyPhone.sent': 'OTP sent to {mobile}. It is valid for 10 minutes.',
  'verifyPhone.codeLabel': 'One-time code',
  'verifyPhone.digit': 'Digit {n} of 6',
  'verifyPhone.verify': 'Verify',
  'verifyPhone.verifying': 'Verifying...',
  'verifyPhone.verified': 'Your phone number is verified.',
  'verifyPhone.verifiedStatus': 'Verified',
  'verifyPhone.unverifiedStatus': 'Not verified',
  'verifyPhone.offline': 'You are offline. Verifying your number needs an internet connection.',
  'verifyPhone.invalidMobile': 'Please enter a valid phone number',
  'verifyPhone.tooMany': 'You have attempted to verify number too many times, please try again later.',
  'verifyPhone.sendFailure': 'Unable to send OTP.',
  'verifyPhone.error': 'An error has occured. Please try again later.',
  'verifyPhone.wrongCode': 'OTP you have entered does not match the one we have in our records. Please retry.',
  'verifyPhone.smsBody': 'Your estate app verification code is {code}. It is valid for {minutes} minutes. Do not share it.',
} as const;

/** The answers of phone verification (spec 1 section 8 'OTP'), from the server and the screen. */
export const VERIFY_PHONE_MESSAGES = {
  invalidMobile: verifyPhoneEntries['verifyPhone.invalidMobile'],
  tooMany: verifyPhoneEntries['verifyPhone.tooMany'],
  sendFailure: verifyPhoneEntries['verifyPhone.sendFailure'],
  error: verifyPhoneEntries['verifyPhone.error'],
  wrongCode: verifyPhoneEntries['verifyPhone.wrongCode'],
} as const;

/** The stored SMS outbox's pages (/dev/sms), for development: loopback callers only. */
export const SMS_OUTBOX_MESSAGES = {
  loopbackOnly: 'The stored SMS are only readable from this machine.',
} as const;

/** The SMS that carries a code (plain text, one message). */
export function verifyPhoneSms(code: string, ttlMs: number): string {
  return verifyPhoneEntries['verifyPhone.smsBody'].replace('{code}', code).replace('{minutes}', String(Math.round(ttlMs / 60_000)));
}

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof verifyPhoneEntries> {}
}

export default verifyPhoneEntries;
