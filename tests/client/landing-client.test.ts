import { describe, expect, it } from 'vitest';
import { isConsolePath, landingFor, landingPath } from '../../src/app/landing';
import { db, META } from '../../src/db/db';
import { ROLES } from '../../src/domain/roles';
import { pullOnce } from '../../src/sync/pull';
import { signInClient, useClientHarness } from '../helpers/client-harness';
import type { TestUser } from '../helpers/factories';
import { makeOperatorUser } from '../helpers/operator';
import { GUARD, insertCast, MANAGER, NEIGHBOUR, RESIDENT } from '../helpers/cast';

/** Where sign-in lands: decided from the current estate's roles, once the first pull brought them (real server, real Dexie). */
let operator: TestUser;
useClientHarness({
  setUp: async (t) => {
    await insertCast(t, [RESIDENT, NEIGHBOUR, GUARD, MANAGER]);
    operator = await makeOperatorUser(t, { email: 'operator@example.com' });
  },
});

describe('the landing page after sign-in', () => {
  it('sends managers to their console (also when they live there), guards to the gate console, everyone else Home', () => {
    expect(landingFor([ROLES.estateManager])).toBe('/manager');
    expect(landingFor([ROLES.resident, ROLES.estateManager])).toBe('/manager');
    expect(landingFor([ROLES.guard, ROLES.estateManager])).toBe('/manager');
    expect(landingFor([ROLES.guard])).toBe('/guard');
    expect(landingFor([ROLES.owner, ROLES.associateDelegate])).toBe('/home');
    expect(landingFor([])).toBe('/home');
    expect(landingFor([ROLES.estateManager], true)).toBe('/operator');
  });

  it('lands an operator (no estate role) on /operator once the first pull brings their operator row', async () => {
    await signInClient(operator, { pull: false });
    const [landing] = await Promise.all([landingPath(10_000), pullOnce()]);
    expect(landing).toBe('/operator');
  });

  it('waits for the first pull to bring the role rows, then lands the manager on /manager', async () => {
    await signInClient(MANAGER);
    // As right after sign-in, before the bootstrap's last page: no role rows, no completed pull.
    await db.meta.bulkDelete([META.lastSyncAt, META.cursor]);
    await db.userRoles.clear();
    // Nothing pulled and nothing coming: it gives up after the wait, on Home.
    expect(await landingPath(50)).toBe('/home');
    const [landing] = await Promise.all([landingPath(10_000), pullOnce()]);
    expect(landing).toBe('/manager');
  });

  it('lands the guard on /guard and the resident on /home', async () => {
    await signInClient(GUARD);
    expect(await landingPath(1_000)).toBe('/guard');
    await signInClient(RESIDENT);
    expect(await landingPath(1_000)).toBe('/home');
  });

  it('hides the resident tab bar on the consoles only', () => {
    for (const path of ['/manager', '/manager/people', '/manager/content', '/operator', '/operator/estates/3']) expect(isConsolePath(path)).toBe(true);
    for (const path of ['/home', '/managerial', '/guard', '/', '/access']) expect(isConsolePath(path)).toBe(false);
  });
});
