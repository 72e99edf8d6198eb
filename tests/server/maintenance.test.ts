import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { ROLES } from '../../src/domain/roles';
import { DEFAULT_ESTATE_ID } from '../../server/seed/demo-content';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { makeUser } from '../helpers/factories';

const dialects = await availableDialects();

describe.each(dialects)('MAINTENANCE flag on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const syncedFlag = async (app: TestApp) => {
    // The demo seed's app config is what this test is about; the user is the test's own.
    const caller = await makeUser(app, { roles: [{ estateId: DEFAULT_ESTATE_ID, role: ROLES.resident }] });
    const { changes } = await pullAll(app.app, caller);
    return changes.filter((c) => c.table === 'appConfig' && c.id === 'maintenance').map((c) => (c.data as { value: unknown } | undefined)?.value);
  };

  it('on: signed-in apps get it through sync, signed-out ones from /sdk/health', async () => {
    t = await buildTestApp(dialect, { MAINTENANCE: 'true' });
    expect(await syncedFlag(t)).toEqual([true]);
    const health = await t.app.inject({ method: 'GET', url: API.health });
    expect(health.json()).toMatchObject({ details: [{ maintenance: true }] });
  });

  it('off (the default): the seeded flag stays false', async () => {
    t = await buildTestApp(dialect);
    expect(await syncedFlag(t)).toEqual([false]);
  });
});
