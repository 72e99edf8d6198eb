import * as v from 'valibot';
import { saMobileE164 } from './sa-mobile';
import { VERIFY_PHONE_MESSAGES } from '../i18n/en/verify-phone';
import { text } from './text';

/**
 * Phone verification by SMS code (spec 1: 'Phone verification: verifying, then success
 * (mobileVerified true) or failure'; the 'OTP' messages of section 8). The number is any South
 * African mobile number, answered in E.164 (+27...).
 */
const mobile = v.pipe(
  v.optional(text(VERIFY_PHONE_MESSAGES.invalidMobile), ''),
  v.maxLength(30, VERIFY_PHONE_MESSAGES.invalidMobile),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const e164 = saMobileE164(dataset.value);
    if (e164 === null) {
      addIssue({ message: VERIFY_PHONE_MESSAGES.invalidMobile });
      return NEVER;
    }
    return e164;
  }),
);

export const SendPhoneOtpRequestSchema = v.object({ mobile });
export type SendPhoneOtpRequest = v.InferInput<typeof SendPhoneOtpRequestSchema>;

export const CheckPhoneOtpRequestSchema = v.object({
  mobile,
  otp: v.pipe(v.optional(text(VERIFY_PHONE_MESSAGES.wrongCode), ''), v.regex(/^[0-9]{6}$/, VERIFY_PHONE_MESSAGES.wrongCode)),
});
export type CheckPhoneOtpRequest = v.InferInput<typeof CheckPhoneOtpRequestSchema>;

/** details[0] of a send: the number the code went to, in E.164. */
export type SendPhoneOtpDetail = { mobile: string };
/** details[0] of a check: VERIFIED (the only success; every failure is a 4xx with the spec's message). */
export type CheckPhoneOtpDetail = { result: 'VERIFIED'; mobile: string };
