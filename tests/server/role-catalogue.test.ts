import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { FacilityAnswer } from '../../src/contract/facility-admin';
import { NEW_ESTATE_DEFAULTS, OPERATOR_API, type OperatorEstate } from '../../src/contract/operator';
import { sameHoursEveryDay } from '../../src/domain/bookings';
import { ROLES } from '../../src/domain/roles';
import { ensureRoleCatalogue, ROLE_CATALOGUE } from '../../server/modules/estates/role-catalogue';
import { makeUser } from '../helpers/factories';
import { makeOperatorUser } from '../helpers/operator';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';
import { call } from './people-helpers';

const dialects = await availableDialects();

/**
 * The roles catalogue is reference data, not demo data: a server started without the demo seed
 * (SEED_DEMO=false, an estate run from scratch) holds every role at boot, so a manager invited to
 * a new estate may run it (before, no role granted anything there: the facility form answered
 * "Only the estate manager of this estate may change its facilities.").
 */
describe.each(dialects)('the roles catalogue without the demo seed on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false });
  });
  afterAll(() => t.close());

  it('is written at boot: every role, enabled', async () => {
    const rows = await t.ctx.db.selectFrom('roles').select(['name', 'is_enabled', 'is_deleted']).orderBy('name').execute();
    expect(rows.map((r) => r.name)).toEqual(ROLE_CATALOGUE.map((r) => r.name).sort());
    expect(rows.every((r) => Number(r.is_enabled) === 1 && Number(r.is_deleted) === 0)).toBe(true);
    expect(await t.ctx.db.selectFrom('estates').select('id').execute()).toEqual([]);
  });

  it('grants a new estate’s manager the manager’s calls', async () => {
    // The operator's new estate (not the factory's, which writes the roles itself).
    const operator = await makeOperatorUser(t);
    const created = await call<OperatorEstate>(t.app, 'POST', OPERATOR_API.estates, operator, { ...NEW_ESTATE_DEFAULTS, name: 'Marula Gardens' });
    expect(created.status).toBe(201);
    const estateId = created.body.details?.[0]?.estateId ?? 0;
    const manager = await makeUser(t, { roles: [{ estateId, role: ROLES.estateManager, accessControl: true }] });
    const answer = await call<FacilityAnswer>(t.app, 'POST', API.facilities, manager, {
      estateId,
      facility: {
        name: 'Marula Pool',
        locationName: '',
        description: '',
        rules: '',
        photos: [],
        availability: sameHoursEveryDay('06:00', '20:00'),
        slotMinutes: 60,
        capacity: 1,
        autoApprove: true,
        priceCents: 0,
        resources: [{ name: 'Lane 1' }],
      },
    });
    expect(answer.status).toBe(200);
  });

  it('is written once: the next boot adds nothing and leaves a disabled role disabled', async () => {
    await t.ctx.db.updateTable('roles').set({ is_enabled: 0 }).where('name', '=', 'visitor').execute();
    expect(await ensureRoleCatalogue(t.ctx.db)).toBe(0);
    await t.ctx.db.deleteFrom('roles').where('name', '=', 'regularVisitor').execute();
    expect(await ensureRoleCatalogue(t.ctx.db)).toBe(1);
    const visitor = await t.ctx.db.selectFrom('roles').select('is_enabled').where('name', '=', 'visitor').executeTakeFirstOrThrow();
    expect(Number(visitor.is_enabled)).toBe(0);
    expect(await t.ctx.db.selectFrom('roles').select('name').execute()).toHaveLength(ROLE_CATALOGUE.length);
  });
});
