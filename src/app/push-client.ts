import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { API } from '../contract/api-paths';
import { PushKeyResponseSchema, PushSubscribeRequestSchema, type PushSubscribeRequest } from '../contract/push';
import { db } from '../db/db';
import { isAppleMobile, offerPush, pushDeviceState, type PushDeviceFacts, type PushDeviceState, type PushPermission } from '../domain/push-device';
import type { MessageKey } from '../i18n';
import { deviceId } from '../sync/device-id';
import { browserOffline } from '../sync/network';
import { getSession, useSession } from '../sync/session-read';
import { ApiError, apiFetch, OfflineError } from '../sync/transport';
import '../i18n/areas/push';

/**
 * Web Push on the page (issue 29), shared by the notification settings screen and the home
 * screen's card: what this device can do, turning push on and off, and keeping the server's copy
 * of the subscription fresh. The shell's part (badge, closing what was read, opening a tapped
 * notification's page) is ./push-shell; the service worker's half is src/sync/push-sw.ts.
 */

/** Meta key: the home screen's push card was dismissed on this device. */
const CARD_DISMISSED = 'pushCardDismissed';
/** How long to wait for the service worker to be ready before saying push does not work here. */
const READY_MS = 10_000;
/** How long the browser's push service may take to subscribe before the screen says it cannot be reached. */
const SUBSCRIBE_MS = 30_000;

function hasPushApis(): boolean {
  return (
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window
  );
}

function permissionNow(): PushPermission {
  return typeof Notification === 'undefined' ? 'default' : Notification.permission;
}

function standaloneNow(): boolean {
  const safari = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return safari || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/** The registration of this app's service worker, if one is registered (never waits for one). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!hasPushApis()) return undefined;
  return navigator.serviceWorker.getRegistration().catch(() => undefined);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription().catch(() => null) : null;
}

/** What the browser says about push on this device now. */
export async function readPushFacts(): Promise<PushDeviceFacts> {
  const supported = hasPushApis();
  return {
    supported,
    permission: permissionNow(),
    ios: isAppleMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    standalone: standaloneNow(),
    subscribed: supported && permissionNow() === 'granted' ? (await currentSubscription()) !== null : false,
  };
}

/** The browser's facts about push, read again on `refresh()` and when the permission changes (undefined while reading). */
export function usePushFacts(): { facts: PushDeviceFacts | undefined; refresh: () => void } {
  const [facts, setFacts] = useState<PushDeviceFacts>();
  const refresh = useCallback(() => {
    void readPushFacts().then(setFacts);
  }, []);
  useEffect(() => {
    refresh();
    let status: PermissionStatus | undefined;
    let gone = false;
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        if (gone) return;
        status = s;
        s.addEventListener('change', refresh);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      status?.removeEventListener('change', refresh);
    };
  }, [refresh]);
  return { facts, refresh };
}

/** Why turning push on did not work: the screen's words (`key`), or the server's own message (`text`). */
export type PushFailure = { key: MessageKey; text?: string };

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function serverKey(): Promise<string> {
  const body = await apiFetch<unknown>(API.pushKey);
  const direct = v.safeParse(PushKeyResponseSchema, body);
  if (direct.success) return direct.output.publicKey;
  // The spec's envelope ({ details: [...] }), should the server answer in it.
  const details = (body as { details?: unknown[] } | null)?.details?.[0];
  return v.parse(PushKeyResponseSchema, details).publicKey;
}

/** The subscription as the server stores it, with this device's id. */
async function subscriptionRequest(subscription: PushSubscription): Promise<PushSubscribeRequest> {
  const json = subscription.toJSON();
  return v.parse(PushSubscribeRequestSchema, { deviceId: await deviceId(), endpoint: json.endpoint ?? subscription.endpoint, keys: json.keys ?? {} });
}

async function putSubscription(subscription: PushSubscription): Promise<void> {
  await apiFetch(API.pushSubscription, { method: 'PUT', body: await subscriptionRequest(subscription) });
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** Rejects when `work` has not settled within `ms` (a push service that never answers). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

function waitReady(): Promise<ServiceWorkerRegistration | undefined> {
  return Promise.race([navigator.serviceWorker.ready, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), READY_MS))]);
}

/**
 * Turns push on for this device (a button press: the browser asks for permission only then):
 * permission, the server's key, the browser's subscription, then the server keeps it with this
 * device's id. Null when it worked, else what to say.
 */
export async function turnOnPush(): Promise<PushFailure | null> {
  if (!hasPushApis()) return { key: 'push.explain.unsupported' };
  // Offline nothing can be subscribed: say so before the browser asks anything.
  if (browserOffline()) return { key: 'push.failed.offline' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { key: permission === 'denied' ? 'push.explain.blocked' : 'push.failed.notAllowed' };
  const reg = await waitReady();
  if (!reg) return { key: 'push.failed.noService' };
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = base64UrlBytes(await serverKey());
  } catch (error) {
    return failure(error);
  }
  let subscription: PushSubscription;
  try {
    const held = await reg.pushManager.getSubscription();
    // A subscription made for another server key (the server's keys changed) is useless: a new one.
    if (held && !sameKey(held, key)) await held.unsubscribe();
    subscription =
      held && sameKey(held, key) ? held : await withTimeout(reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), SUBSCRIBE_MS);
  } catch {
    // No push service reachable (or it refused): nothing was kept.
    return { key: 'push.failed.noService' };
  }
  try {
    await putSubscription(subscription);
  } catch (error) {
    // The server does not have it: the browser's copy goes too, so the device says Off.
    await subscription.unsubscribe().catch(() => false);
    return failure(error);
  }
  return null;
}

function failure(error: unknown): PushFailure {
  if (error instanceof OfflineError) return { key: 'push.failed.offline' };
  if (error instanceof ApiError && error.message) return { key: 'push.failed.server', text: error.message };
  return { key: 'push.failed.server' };
}

/** Turns push off for this device: the browser's subscription goes, and the server forgets it (best effort: a dead endpoint is dropped at its next push). */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  await subscription?.unsubscribe().catch(() => false);
  await apiFetch(API.pushSubscription, { method: 'DELETE', body: { deviceId: await deviceId() } }).catch(() => undefined);
}

let renewed = false;

/**
 * At app start (once per page): while signed in, online, allowed and subscribed, hands the server
 * the subscription again (idempotent: the server forgets it at sign-out and move-out, and the
 * browser may have renewed it). Best effort.
 */
export async function renewPushSubscription(): Promise<void> {
  if (renewed || !hasPushApis() || browserOffline() || permissionNow() !== 'granted') return;
  if (!(await getSession())) return;
  renewed = true;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await putSubscription(subscription).catch(() => {
    renewed = false;
  });
}

/** The home screen's push card: whether it shows now, turning on, and dismissing it on this device. */
export function usePushOffer(): { show: boolean; facts: PushDeviceFacts | undefined; refresh: () => void; dismiss: () => Promise<void> } {
  const session = useSession();
  const { facts, refresh } = usePushFacts();
  const dismissed = useLiveQuery(async () => (await db.meta.get(CARD_DISMISSED))?.value === true, []);
  const offered = facts !== undefined && dismissed === false && offerPush(facts, Boolean(session), dismissed);
  // Once shown, the card stays until the user answers it (the permission may change under it, in another tab or the site settings).
  const [latched, setLatched] = useState(false);
  useEffect(() => {
    if (offered) setLatched(true);
  }, [offered]);
  const show = offered || (latched && dismissed === false && Boolean(session));
  const dismiss = useCallback(async () => {
    await db.meta.put({ key: CARD_DISMISSED, value: true });
  }, []);
  return { show, facts, refresh, dismiss };
}

/** This device's push state for the settings screen (undefined while reading). */
export function usePushDeviceState(): { state: PushDeviceState | undefined; refresh: () => void } {
  const { facts, refresh } = usePushFacts();
  return { state: facts ? pushDeviceState(facts) : undefined, refresh };
}
