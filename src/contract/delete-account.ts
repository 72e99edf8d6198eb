import * as v from 'valibot';
import { AUTH_MESSAGES, SIGN_UP_MESSAGES } from '../i18n/en/auth';
import { PROFILE_MESSAGES } from '../i18n/en/profile';
import { text } from './text';

/**
 * Delete-account one-time code (spec 1 sections 4 and 7): SendUserDeleteOTP and ValidateOTP.
 * The answer of ValidateOTP is `details[0].otpResult`.
 */
const id = v.pipe(v.optional(text(PROFILE_MESSAGES.userIdMissingOnSave), ''), v.trim(), v.minLength(1, PROFILE_MESSAGES.userIdMissingOnSave), v.maxLength(64));
const email = v.pipe(v.optional(text(SIGN_UP_MESSAGES.invalidEmail), ''), v.trim(), v.toLowerCase(), v.maxLength(254), v.email(SIGN_UP_MESSAGES.invalidEmail));

/**
 * Fresh re-authentication before a sensitive operation (ASVS 7.5.1, 7.5.3): the account password,
 * or for a user whose password Firebase holds an ID token of a sign-in made just now
 * (the password then never reaches this server).
 */
export const SendDeleteOtpRequestSchema = v.pipe(
  v.object({
    userId: id,
    toUserId: id,
    toEmailAddress: email,
    password: v.pipe(v.optional(text(AUTH_MESSAGES.enterPassword), ''), v.maxLength(1024)),
    idToken: v.optional(v.pipe(text(AUTH_MESSAGES.enterPassword), v.minLength(1, AUTH_MESSAGES.enterPassword), v.maxLength(8192))),
  }),
  v.forward(
    v.check((input) => input.password !== '' || input.idToken !== undefined, AUTH_MESSAGES.enterPassword),
    ['password'],
  ),
);
export type SendDeleteOtpRequest = v.InferInput<typeof SendDeleteOtpRequestSchema>;

export const ValidateDeleteOtpRequestSchema = v.object({
  userId: id,
  toUserId: id,
  toEmailAddress: email,
  otp: v.pipe(v.optional(text('OTP is incorrect, please try again.'), ''), v.regex(/^[0-9]{6}$/, 'OTP is incorrect, please try again.')),
});
export type ValidateDeleteOtpRequest = v.InferInput<typeof ValidateDeleteOtpRequestSchema>;

export type ValidateDeleteOtpDetail = { otpResult: 'VERIFIED' | 'INVALID' | 'INCORRECT' | 'EXPIRED' };
