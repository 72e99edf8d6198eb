import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import type { Ok } from '../../contract/envelope';
import type { UserRecord } from '../../contract/records';
import type { CheckPhoneOtpDetail, CheckPhoneOtpRequest, SendPhoneOtpDetail, SendPhoneOtpRequest } from '../../contract/verify-phone';
import { db } from '../../db/db';
import { syncNow } from '../../sync/engine';
import { useSession } from '../../sync/session';
import { apiFetch } from '../../sync/transport';

/** The signed-in user's row from Dexie (mobile and mobileVerified render offline); null signed out, undefined while loading. */
export function useMyUserRow(): UserRecord | null | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (userId ? ((await db.users.get(userId)) ?? null) : null), [userId]);
}

/** Online only (a code is of use only while the person waits for it): sends a code by SMS. Answers the number in E.164. */
export async function sendPhoneCode(body: SendPhoneOtpRequest): Promise<string> {
  const answer = await apiFetch<Ok<SendPhoneOtpDetail>>(API.sendPhoneOtp, { method: 'POST', body });
  return answer.details?.[0]?.mobile ?? '';
}

/**
 * Online only: checks the code. Every failure throws the server's ApiError with the spec's
 * message; VERIFIED pulls at once, so the user row (mobileVerified) lands in Dexie.
 */
export async function checkPhoneCode(body: CheckPhoneOtpRequest): Promise<void> {
  await apiFetch<Ok<CheckPhoneOtpDetail>>(API.checkPhoneOtp, { method: 'POST', body });
  await syncNow().catch(() => undefined);
}
