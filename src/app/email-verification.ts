import { API } from '../contract/api-paths';
import type { EmailVerifiedAnswer, VerifyEmailCodeRequest } from '../contract/auth';
import { onlineCall, type OnlineAnswer } from '../sync/online-call';

/*
 * E-mail verification (issue 26): online calls by design (the server decides, and the synced users
 * row brings the result to every device). The banner on Home and the page the mail's link opens
 * both use them; each answers 'offline' rather than throwing, and the screen says so.
 */

/** The 6-digit code of the newest mail (signed in). */
export const verifyEmailCode = (args: VerifyEmailCodeRequest): Promise<OnlineAnswer<unknown>> => onlineCall(API.verifyEmail, { method: 'POST', body: args });

/** Another mail with a new link and code (signed in; a few an hour). */
export const resendVerificationMail = (): Promise<OnlineAnswer<unknown>> => onlineCall(API.verifyEmailResend, { method: 'POST', body: {} });

/** The token of the mail's link (signed in as the account that signed up). */
export const verifyEmailLink = (token: string): Promise<OnlineAnswer<{ details: EmailVerifiedAnswer[] }>> =>
  onlineCall(API.verifyEmailLink, { method: 'POST', body: { token } });
