import type { BrowserContext, Page } from 'playwright-core';

/** Web Push in the browser (issue 29): what the end-to-end tests do where a push service would. */

/** Delivers `data` as a push message to the page's service worker registration (CDP `ServiceWorker.deliverPushMessage`). */
export async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
      const found = event.registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
      if (found) resolve(found.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  await cdp.detach();
}

/**
 * Taps `action` ('' for the body) of the shown notification tagged `tag` in the context's service
 * worker. No protocol clicks a system notification, so the worker dispatches the event its own
 * `notificationclick` listener receives, for the notification the push really showed; the
 * listener starts its work before `waitUntil` (which refuses an event the browser did not make).
 */
export async function tapNotification(context: BrowserContext, tag: string, action: string): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    async ({ tag, action }) => {
      // The worker's own types (lib WebWorker) are not in the tests' type-check.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`no notification tagged ${tag}`);
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action }));
    },
    { tag, action },
  );
}

/** The notifications the context's service worker shows: title, body, tag, action names. */
export async function shownNotifications(page: Page): Promise<Array<{ title: string; body: string; tag: string; actions: string[] }>> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: ((n as Notification & { actions?: Array<{ action: string }> }).actions ?? []).map((a) => a.action),
    }));
  });
}
