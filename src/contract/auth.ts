import * as v from 'valibot';
import { UserRecordSchema } from './records';
import { AUTH_MESSAGES, SIGN_UP_MESSAGES } from '../i18n/en/auth';
import { VERIFY_EMAIL_MESSAGES } from '../i18n/en/verify-email.messages';
import { text } from './text';

export const SignInRequestSchema = v.object({
  userEmail: v.pipe(text(), v.trim(), v.toLowerCase(), v.email(SIGN_UP_MESSAGES.invalidEmail)),
  userPassword: v.pipe(text(), v.minLength(1, AUTH_MESSAGES.enterPassword), v.maxLength(1024)),
});
export type SignInRequest = v.InferOutput<typeof SignInRequestSchema>;

/** The user fields a sign-in answer carries: the public part of the synced user row. */
export const SessionUserSchema = v.pick(UserRecordSchema, ['uid', 'email', 'displayName', 'firstName', 'lastName', 'photoURL']);
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** details[0] of a successful sign-in or refresh. */
export const TokenDetailsSchema = v.object({
  accessToken: text(),
  refreshToken: text(),
  /** Seconds until the access token expires. */
  expiresIn: v.number(),
  user: SessionUserSchema,
});
export type TokenDetails = v.InferOutput<typeof TokenDetailsSchema>;

export const RefreshRequestSchema = v.object({ refreshToken: v.pipe(text(), v.minLength(1), v.maxLength(512)) });
export const SignOutRequestSchema = v.object({ refreshToken: v.optional(v.pipe(text(), v.maxLength(512))) });

/** Letters (any script) and spaces only. */
export const NAME_PATTERN = /^[\p{L}][\p{L} '-]*$/u;

export const SignUpRequestSchema = v.object({
  firstname: v.pipe(
    text(),
    v.trim(),
    v.minLength(1, SIGN_UP_MESSAGES.firstNameRequired),
    v.maxLength(100),
    v.regex(NAME_PATTERN, SIGN_UP_MESSAGES.invalidName),
  ),
  lastname: v.pipe(text(), v.trim(), v.minLength(1, SIGN_UP_MESSAGES.lastNameRequired), v.maxLength(100), v.regex(NAME_PATTERN, SIGN_UP_MESSAGES.invalidName)),
  mobile: v.pipe(text(), v.trim(), v.minLength(1, SIGN_UP_MESSAGES.mobileRequired), v.maxLength(20)),
  estateName: v.pipe(text(), v.maxLength(200)),
  estateId: v.pipe(v.number(SIGN_UP_MESSAGES.estateRequired), v.integer(SIGN_UP_MESSAGES.estateRequired)),
  email: v.pipe(text(), v.trim(), v.toLowerCase(), v.minLength(1, SIGN_UP_MESSAGES.emailRequired), v.maxLength(254), v.email(SIGN_UP_MESSAGES.invalidEmail)),
  password: v.pipe(text(), v.minLength(1, SIGN_UP_MESSAGES.passwordRequired), v.maxLength(1024)),
  userType: v.optional(v.pipe(text(), v.maxLength(50)), 'resident'),
  acceptedPrivacyPolicy: v.literal(true, SIGN_UP_MESSAGES.termsRequired),
  defaultEstate: v.optional(v.pipe(v.number(), v.integer())),
  /** The unit the person says they live in or own (issue 26): part of their request to join the estate; '' when not given. */
  unitNo: v.optional(
    v.pipe(text(), v.trim(), v.maxLength(20, SIGN_UP_MESSAGES.invalidUnitNo), v.regex(/^$|^[A-Za-z0-9][A-Za-z0-9 /-]*$/, SIGN_UP_MESSAGES.invalidUnitNo)),
    '',
  ),
});
export type SignUpRequest = v.InferInput<typeof SignUpRequestSchema>;

/** POST API.verifyEmail (signed in): the 6-digit code of the verification mail. */
export const VerifyEmailCodeRequestSchema = v.object({
  code: v.pipe(text(), v.trim(), v.regex(/^[0-9]{6}$/, VERIFY_EMAIL_MESSAGES.codeFormat)),
});
export type VerifyEmailCodeRequest = v.InferInput<typeof VerifyEmailCodeRequestSchema>;

/** POST API.verifyEmailLink (public): the token of the mail's link (`/verify-email?token=`). */
export const VerifyEmailLinkRequestSchema = v.object({
  token: v.pipe(text(), v.minLength(10, VERIFY_EMAIL_MESSAGES.linkInvalid), v.maxLength(200, VERIFY_EMAIL_MESSAGES.linkInvalid)),
});

/** details[0] of a verification call: the address is verified (the synced users row follows). */
export const EmailVerifiedAnswerSchema = v.object({ emailVerified: v.literal(true) });
export type EmailVerifiedAnswer = v.InferOutput<typeof EmailVerifiedAnswerSchema>;

export const ForgotPasswordRequestSchema = v.object({
  email: v.pipe(text(), v.trim(), v.toLowerCase(), v.maxLength(254), v.regex(/^\S+@\S+\.\S+$/, SIGN_UP_MESSAGES.invalidEmail)),
});

export const ResetPasswordRequestSchema = v.object({
  token: v.pipe(text(), v.minLength(10), v.maxLength(200)),
  password: v.pipe(text(), v.minLength(1, SIGN_UP_MESSAGES.passwordRequired), v.maxLength(1024)),
});

/** What a sign-up through Firebase sends beside the ID token: the sign-up form without e-mail and password (Firebase holds those). */
export const FirebaseSignUpProfileSchema = v.omit(SignUpRequestSchema, ['email', 'password']);
export type FirebaseSignUpProfile = v.InferInput<typeof FirebaseSignUpProfileSchema>;

/**
 * POST /sdk/system/user/auth/firebase: a Firebase ID token for this server's tokens (the same
 * answer as sign-in). `profile` only from the sign-up form: it makes the local account of a new
 * Firebase user as sign-up does; without it a new user gets the default role at the default estate.
 */
export const FirebaseExchangeRequestSchema = v.object({
  idToken: v.pipe(text(), v.minLength(1, AUTH_MESSAGES.firebaseFailed), v.maxLength(8192, AUTH_MESSAGES.firebaseFailed)),
  profile: v.optional(FirebaseSignUpProfileSchema),
});
export type FirebaseExchangeRequest = v.InferInput<typeof FirebaseExchangeRequestSchema>;

/** The public config's `firebase` part: what the Firebase JS SDK needs (public by design), and the emulator's URL in a demo setup. */
export const FirebaseClientConfigSchema = v.object({
  projectId: text(),
  apiKey: text(),
  authDomain: text(),
  emulatorUrl: v.optional(text()),
});
export type FirebaseClientConfig = v.InferOutput<typeof FirebaseClientConfigSchema>;
