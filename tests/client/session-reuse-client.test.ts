import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { db } from '../../src/db/db';
import { pullOnce } from '../../src/sync/pull';
import { getLoginNotice, getSession } from '../../src/sync/session';
import { syncIdle } from '../../src/sync/engine';
import { signInClient, useClientHarness } from '../helpers/client-harness';
import { insertCast, RESIDENT } from '../helpers/cast';

/**
 * Refresh-token reuse seen from the device: the real client (transport, session, Dexie on
 * fake-indexeddb) against the real server.
 */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT]) });

/** A refresh sent outside the client (a thief, or a request whose answer never arrived). */
async function refreshElsewhere(refreshToken: string): Promise<{ status: number; code?: string; refreshToken?: string }> {
  const res = await fetch(`${h.base}${API.refresh}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  const body = (await res.json()) as { errorCode?: string; details?: Array<{ refreshToken: string }> };
  return { status: res.status, code: body.errorCode, refreshToken: body.details?.[0]?.refreshToken };
}

/** The access token is about to expire, so the next request refreshes first. */
async function expireAccessToken(): Promise<void> {
  await db.session.update('current', { accessExpiresAt: Date.now() });
}

describe('refresh-token reuse on the device', () => {
  it('a thief replays the stolen previous token: the rightful device is signed out at its next refresh and told to sign in again; the thief is out too', async () => {
    await signInClient(RESIDENT);
    const stolen = (await getSession())!.refreshToken;
    // The device rotates as usual.
    await expireAccessToken();
    await pullOnce();
    const rotated = (await getSession())!.refreshToken;
    expect(rotated).not.toBe(stolen);
    // The thief replays the stolen token inside the grace window and gets a child.
    const thief = await refreshElsewhere(stolen);
    expect(thief.status).toBe(200);
    // The device's next refresh presents its own (now superseded) token: the session ends.
    await expireAccessToken();
    await pullOnce().catch(() => undefined);
    await syncIdle();
    await expect.poll(async () => (await getSession()) ?? null, { timeout: 5000 }).toBeNull();
    expect(await getLoginNotice()).toBe('session-ended');
    expect(await db.users.count()).toBe(0);
    // The thief's child died with the session.
    expect((await refreshElsewhere(thief.refreshToken!)).status).toBe(401);
    // Signing in again clears the notice.
    await signInClient(RESIDENT);
    expect(await getLoginNotice()).toBeUndefined();
  });

  it('a refresh whose answer was lost: the device retries with its token once and carries on', async () => {
    await signInClient(RESIDENT);
    const held = (await getSession())!.refreshToken;
    // The server rotated, but the answer never reached the device.
    expect((await refreshElsewhere(held)).status).toBe(200);
    await expireAccessToken();
    await pullOnce();
    const after = await getSession();
    expect(after?.refreshToken).not.toBe(held);
    // And the session goes on: later refreshes rotate normally.
    await expireAccessToken();
    await pullOnce();
    expect((await getSession())?.refreshToken).not.toBe(after?.refreshToken);
    expect(await getLoginNotice()).toBeUndefined();
  });
});
