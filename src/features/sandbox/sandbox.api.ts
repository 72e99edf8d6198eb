import * as v from 'valibot';
import { API } from '../../contract/api-paths';
import { SandboxPayAnswerSchema, SandboxSessionSchema, type SandboxPayAnswer, type SandboxPayArgs, type SandboxSession } from '../../contract/billing';
import { t } from '../../i18n';
import { PAYMENT_MESSAGES } from '../../i18n/en/billing';
import { apiFetch, ApiError } from '../../sync/transport';
import '../../i18n/areas/billing';

/**
 * The built-in PayWeb3 sandbox's own JSON calls (not PayGate's): its card page reads the payment
 * request and pays. No sign-in: the page is the gateway's, framed by the app.
 */

export type SandboxAnswer<T> = { kind: 'ok'; value: T } | { kind: 'failed'; message: string };

async function call<T>(schema: v.GenericSchema<unknown, T>, path: string, body?: unknown): Promise<SandboxAnswer<T>> {
  try {
    const answer = await apiFetch<unknown>(path, body === undefined ? { auth: false } : { auth: false, method: 'POST', body });
    const parsed = v.safeParse(schema, answer);
    return parsed.success ? { kind: 'ok', value: parsed.output } : { kind: 'failed', message: t('billing.sandboxUnavailable') };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'failed', message: error.status === 404 ? PAYMENT_MESSAGES.notFound : error.message };
    return { kind: 'failed', message: t('billing.sandboxUnavailable') };
  }
}

export function loadSandboxSession(payRequestId: string): Promise<SandboxAnswer<SandboxSession>> {
  return call(SandboxSessionSchema, API.paygateSandboxSession(payRequestId));
}

export function sandboxPay(args: SandboxPayArgs): Promise<SandboxAnswer<SandboxPayAnswer>> {
  return call(SandboxPayAnswerSchema, API.paygateSandboxPay, args);
}
