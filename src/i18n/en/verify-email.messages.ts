/**
 * E-mail verification (issue 26): the server's answers and the contract's messages, in the
 * product's own plain words. The screens' words are in `./verify-email.ts`.
 */
export const VERIFY_EMAIL_MESSAGES = {
  codeFormat: 'Please enter the 6-digit code from the e-mail.',
  wrongCode: 'That code is not right. Please check the e-mail and try again.',
  tooManyWrongCodes: 'Too many wrong codes. Please ask for a new e-mail and use its code.',
  codeExpired: 'This code has expired or was replaced by a newer e-mail. Please ask for a new one.',
  linkOtherAccount: 'This link verifies another account. Sign in with the account you signed up with, then open the link again.',
  linkInvalid: 'This verification link is not valid or has expired. Sign in and ask for a new e-mail.',
  alreadyVerified: 'Your e-mail address is already verified.',
  tooManyResends: 'You have asked for too many verification e-mails. Please wait an hour and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many sign-ups from here. Please try again later.',
  /** A step that binds something to the caller's address, asked of an account whose address is not verified yet. */
  verifyFirst: 'Please verify your e-mail address first: enter the code we e-mailed you on the Home screen, or open the link in that e-mail.',
} as const;
