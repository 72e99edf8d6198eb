import type { Area } from './catalogue';

/** E-mail verification: the Home screen's banner and the page the mail's link opens (/verify-email). */
export const verifyEmailEntries = {
  'verifyEmail.banner.title': 'Verify your e-mail address',
  'verifyEmail.banner.body':
    'We sent a 6-digit code to {email}. Enter it here, or open the link in that e-mail. Until then nothing at an estate can be linked to your account.',
  'verifyEmail.code': '6-digit code',
  'verifyEmail.submit': 'Verify',
  'verifyEmail.resend': 'Send a new e-mail',
  'verifyEmail.resent': 'A new e-mail is on its way to {email}. Use the code of the newest e-mail.',
  'verifyEmail.verified': 'Your e-mail address is verified.',
  'verifyEmail.offline': 'You are offline. Verifying your e-mail address needs the network: try again when you are back online.',
  'verifyEmail.failure': 'Unable to verify your e-mail address at this time, please try again later.',
  'verifyEmail.page.title': 'Verify e-mail',
  'verifyEmail.page.working': 'Verifying your e-mail address...',
  'verifyEmail.page.missingToken': 'This verification link is not complete. Open the link from the e-mail again, or enter the code on the Home screen.',
  'verifyEmail.page.signInFirst':
    'Sign in with the account you signed up with, then open the link in the e-mail again. Or enter the 6-digit code from the e-mail on the Home screen.',
  'verifyEmail.page.toHome': 'Go to Home',
  'verifyEmail.page.toLogin': 'Go to Login',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof verifyEmailEntries> {}
}

export default verifyEmailEntries;
