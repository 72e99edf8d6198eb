import * as v from 'valibot';
import { API } from '../contract/api-paths';
import { TokenDetailsSchema, type TokenDetails } from '../contract/auth';
import { db, type SessionRow } from '../db/db';
import { MIN_APP_VERSION_HEADER } from '../contract/version';
import { ERROR_MESSAGES, requestFailedMessage } from '../i18n/en/errors';
import { rememberMinAppVersion } from './min-version';

/** The server could not be reached (no network, server down, request aborted by the network). */
export class OfflineError extends Error {
  constructor(message: string = ERROR_MESSAGES.offline) {
    super(message);
    this.name = 'OfflineError';
  }
}

/** The server answered with a non-2xx status; `message` is its errorDescription. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The parsed answer body, when it was JSON. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const REFRESH_MARGIN_MS = 30_000;
let baseUrl = '';

export function configureTransport(opts: { baseUrl: string }): void {
  baseUrl = opts.baseUrl.replace(/\/$/, '');
}

type FetchInit = { method?: string; body?: unknown; auth?: boolean; signal?: AbortSignal };

/** The spec's success envelope with its first detail parsed as token details. */
const TokenAnswerSchema = v.object({ details: v.tuple([TokenDetailsSchema]) });

/** Stores the session from a sign-in or refresh answer. */
export async function storeTokens(details: TokenDetails): Promise<SessionRow> {
  const row: SessionRow = {
    key: 'current',
    userId: details.user.uid,
    email: details.user.email,
    accessToken: details.accessToken,
    refreshToken: details.refreshToken,
    accessExpiresAt: Date.now() + details.expiresIn * 1000,
  };
  await db.session.put(row);
  return row;
}

export function parseTokenAnswer(body: unknown): TokenDetails {
  return v.parse(TokenAnswerSchema, body).details[0];
}

async function send(path: string, init: FetchInit, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    // Every answer of this server says its minimum app version, refusals included. A JSON answer
    // without it means none; a proxy's error page (not JSON) while the server is away changes nothing.
    const minimum = response.headers.get(MIN_APP_VERSION_HEADER);
    if (minimum !== null || response.headers.get('Content-Type')?.includes('json')) rememberMinAppVersion(minimum);
    return response;
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new OfflineError();
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const b = body as { errorCode?: unknown; errorDescription?: unknown };
    const code = typeof b.errorCode === 'string' ? b.errorCode : `http-${status}`;
    const message = typeof b.errorDescription === 'string' ? b.errorDescription : requestFailedMessage(status);
    return new ApiError(status, code, message, body);
  }
  return new ApiError(status, `http-${status}`, requestFailedMessage(status), body);
}

async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(name, work);
  return work();
}

let refreshing: Promise<SessionRow | undefined> | null = null;

/**
 * Called when the server refuses the refresh token (401): the session was ended on the
 * server (account deleted, password reset, token reuse). The page registers a handler that
 * drops the local data and goes to /login.
 */
let sessionEnded: (() => void) | null = null;
export function setSessionEndedHandler(handler: (() => void) | null): void {
  sessionEnded = handler;
}

/**
 * Exchanges the refresh token once for everyone (in-process promise plus a Web Lock across
 * tabs and the service worker). Inside the lock the session is re-read: another context may
 * already have refreshed it. `force` refreshes even when the stored token still looks valid.
 */
export function refreshSession(staleToken?: string): Promise<SessionRow | undefined> {
  refreshing ??= withLock('auth-refresh', async () => {
    const current = await db.session.get('current');
    if (!current) return undefined;
    const stillFresh = current.accessExpiresAt - Date.now() > REFRESH_MARGIN_MS;
    if (stillFresh && current.accessToken !== staleToken) return current;
    const response = await send(API.refresh, { method: 'POST', body: { refreshToken: current.refreshToken } }, undefined);
    const body = await readBody(response);
    if (response.status === 401) sessionEnded?.();
    if (!response.ok) throw toApiError(response.status, body);
    return storeTokens(parseTokenAnswer(body));
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The access token to send now, refreshed first when it expires within 30 s. */
async function currentToken(): Promise<string | undefined> {
  const session = await db.session.get('current');
  if (!session) return undefined;
  if (session.accessExpiresAt - Date.now() > REFRESH_MARGIN_MS) return session.accessToken;
  const fresh = await refreshSession(session.accessToken);
  return fresh?.accessToken;
}

/**
 * JSON request to the API. The token is read from Dexie at send time (never frozen in a
 * queue); a 401 refreshes once and retries once.
 */
export async function apiFetch<T>(path: string, init: FetchInit = {}): Promise<T> {
  const auth = init.auth ?? true;
  const token = auth ? await currentToken() : undefined;
  let response = await send(path, init, token);
  if (response.status === 401 && auth && token) {
    const fresh = await refreshSession(token).catch((error: unknown) => {
      if (error instanceof OfflineError) throw error;
      return undefined;
    });
    if (fresh && fresh.accessToken !== token) response = await send(path, init, fresh.accessToken);
  }
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** Base URL for streaming requests (SSE) that bypass apiFetch. */
export function apiUrl(path: string): string {
  return `${baseUrl}${path}`;
}

/** The current access token (refreshed when near expiry), for streaming requests. */
export async function accessToken(): Promise<string | undefined> {
  return currentToken();
}
