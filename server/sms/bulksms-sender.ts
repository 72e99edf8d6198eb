import type { SmsMessage, SmsSender } from './sms-sender';

/** A try ends within this: the person is waiting on the screen for the answer. */
const TIMEOUT_MS = 15_000;

export type BulkSmsSettings = { tokenId: string; tokenSecret: string; from: string | undefined; apiUrl: string };

/**
 * BulkSMS's JSON REST API (https://www.bulksms.com/developer/json/v1/): `POST {apiUrl}/messages`
 * with HTTP Basic authentication by API token (id and secret) and a JSON body `{ to, body, from? }`;
 * success is 201 with the submitted messages. Anything else (a 4xx problem document, a 5xx, a
 * timeout, no connection) throws with the status and the problem's `detail`, never the token.
 */
export function createBulkSmsSender(settings: BulkSmsSettings): SmsSender {
  const authorization = `Basic ${Buffer.from(`${settings.tokenId}:${settings.tokenSecret}`).toString('base64')}`;
  return {
    kind: 'bulksms',
    async send(message: SmsMessage) {
      const payload: Record<string, string> = { to: message.to, body: message.body };
      if (settings.from) payload.from = settings.from;
      const response = await fetch(`${settings.apiUrl}/messages`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 201) {
        await response.body?.cancel();
        return;
      }
      const problem = (await response.json().catch(() => null)) as { detail?: unknown; title?: unknown } | null;
      const detail = typeof problem?.detail === 'string' ? problem.detail : typeof problem?.title === 'string' ? problem.title : '';
      throw new Error(`BulkSMS answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`);
    },
  };
}
