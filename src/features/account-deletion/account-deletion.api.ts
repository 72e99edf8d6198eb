import { API } from '../../contract/api-paths';
import type { SendDeleteOtpRequest, ValidateDeleteOtpRequest } from '../../contract/delete-account';
import type { Ok } from '../../contract/envelope';
import { parseOtpOutcome, type OtpOutcome } from '../../domain/delete-account';
import { apiFetch } from '../../sync/transport';

/** Online-only: asks the server to e-mail a delete-account code to the user's own address. */
export async function sendDeleteCode(body: SendDeleteOtpRequest): Promise<void> {
  await apiFetch<Ok<never>>(API.sendDeleteOtp, { method: 'POST', body });
}

/** Online-only: validates the code; VERIFIED means the server has deleted the account. Null: an unknown answer. */
export async function validateDeleteCode(body: ValidateDeleteOtpRequest): Promise<OtpOutcome | null> {
  const answer = await apiFetch<Ok<{ otpResult?: unknown }>>(API.validateDeleteOtp, { method: 'POST', body });
  return parseOtpOutcome(answer.details?.[0]?.otpResult);
}
