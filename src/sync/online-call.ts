import { t, type MessageKey } from '../i18n';
import { apiFetch, ApiError, OfflineError } from './transport';
import { browserOffline } from './network';
import '../i18n/areas/auth';

/**
 * The answer to an online-only REST call as a screen shows it: the body, 'offline' (no network
 * or the server unreachable: the form is kept and the screen says so), or the server's refusal
 * with its status and errorDescription.
 */
export type OnlineAnswer<T> = { kind: 'ok'; body: T } | { kind: 'offline' } | { kind: 'failed'; status: number; message: string; body?: unknown };

type Init = { method?: string; body?: unknown; auth?: boolean };

/** Runs one online-only call (spec: create, remove, dates, guests, onboarding); never throws for the network or a refusal. */
export async function onlineCall<T>(path: string, init: Init = {}): Promise<OnlineAnswer<T>> {
  if (browserOffline()) return { kind: 'offline' };
  try {
    return { kind: 'ok', body: await apiFetch<T>(path, init) };
  } catch (error) {
    if (error instanceof OfflineError) return { kind: 'offline' };
    if (error instanceof ApiError) return { kind: 'failed', status: error.status, message: error.message, body: error.body };
    return { kind: 'failed', status: 0, message: error instanceof Error ? error.message : '' };
  }
}

/** What a screen says for a thrown online call: the offline message, the server's refusal, or the fallback. */
export function callMessage(error: unknown, fallback: MessageKey): string {
  if (error instanceof OfflineError) return t('signup.offline');
  if (error instanceof ApiError && error.message) return error.message;
  return t(fallback);
}
