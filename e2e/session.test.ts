import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext, screenshot, signInThroughUi } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

/** Reads or changes the signed-in session row in the app's IndexedDB. */
async function sessionRow(page: Page, change?: { accessExpiresAt: number }): Promise<{ refreshToken: string } | undefined> {
  return page.evaluate(
    (patch) =>
      new Promise<{ refreshToken: string } | undefined>((resolve, reject) => {
        const open = indexedDB.open('estate');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('session', 'readwrite');
          const store = tx.objectStore('session');
          const get = store.get('current');
          get.onsuccess = () => {
            const row = get.result as ({ refreshToken: string } & Record<string, unknown>) | undefined;
            if (row && patch) store.put({ ...row, ...patch });
            tx.oncomplete = () => {
              open.result.close();
              resolve(row);
            };
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    change,
  );
}

async function refresh(refreshToken: string): Promise<{ status: number; refreshToken?: string }> {
  const res = await fetch(`${product.server.url}/sdk/system/user/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  const body = (await res.json()) as { details?: Array<{ refreshToken: string }> };
  return { status: res.status, refreshToken: body.details?.[0]?.refreshToken };
}

test.describe('session reuse', () => {
  test("a stolen refresh token used elsewhere: the app's next refresh ends the session and Login says to sign in again", async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'neighbour@example.com', 'Neighbour#2026');
    await page.getByText('Pieter van Wyk').first().waitFor();

    // A thief copies the device's refresh token and rotates with it twice.
    const stolen = (await sessionRow(page))?.refreshToken;
    assert.ok(stolen, 'the device holds a refresh token');
    const first = await refresh(stolen);
    assert.equal(first.status, 200);
    const second = await refresh(first.refreshToken ?? '');
    assert.equal(second.status, 200);

    // The device's access token runs out; on reload it refreshes with the token the thief already used.
    await sessionRow(page, { accessExpiresAt: 0 });
    await page.reload();
    await page.waitForURL('**/login');
    await page.getByRole('status').getByText('Your session has ended. Please sign in again.').waitFor();
    await screenshot(page, 'session-ended-login');
    assert.equal(await sessionRow(page), undefined, 'the device is signed out');
    // The whole session ended: the thief's newest token is dead too.
    assert.equal((await refresh(second.refreshToken ?? '')).status, 401);

    // Signing in again works.
    await signInThroughUi(page, 'neighbour@example.com', 'Neighbour#2026');
    await page.getByText('Pieter van Wyk').first().waitFor();
    await context.close();
  });
});
