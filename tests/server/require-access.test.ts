import { describe, expect, it } from 'vitest';
import { GATE_STAFF_ROLES, MANAGER_ROLES, ROLES } from '../../src/domain/roles';
import { requireAccess } from '../../server/auth/authorize';
import { AppError } from '../../server/lib/errors';
import { makeEstate, insertUser } from '../helpers/factories';
import { availableDialects, useTestApp } from '../helpers/test-app';

const dialects = await availableDialects();

/** The one access check of the service calls: self, roles at an estate, membership. */
describe.each(dialects)('requireAccess (%s)', (dialect) => {
  let estate: number;
  let elsewhere: number;
  let manager: string;
  let guard: string;
  let resident: string;
  const t = useTestApp(dialect, async (app) => {
    estate = await makeEstate(app);
    elsewhere = await makeEstate(app);
    manager = (await insertUser(app, { roles: [{ estateId: estate, role: ROLES.estateManager }] })).userId;
    guard = (await insertUser(app, { roles: [{ estateId: estate, role: ROLES.guard }] })).userId;
    resident = (await insertUser(app, { roles: [{ estateId: estate, role: ROLES.resident, unitNo: '4' }] })).userId;
  });

  const refusal = async (call: Promise<string>) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const { statusCode, code, message } = error as AppError;
    return { statusCode, code, message };
  };

  it('self: the named user must be the caller, and must be named', async () => {
    expect(await requireAccess(t.ctx.db, resident, { self: resident })).toBe(resident);
    expect(await refusal(requireAccess(t.ctx.db, resident, { self: manager }))).toMatchObject({ statusCode: 403 });
    expect(await refusal(requireAccess(t.ctx.db, resident, { self: undefined, missing: 'User ID is empty' }))).toEqual({
      statusCode: 400,
      code: 'user-id-missing',
      message: 'User ID is empty',
    });
  });

  it('roles: one of the roles at that estate, not another role and not another estate', async () => {
    expect(await requireAccess(t.ctx.db, manager, { estateId: estate, roles: MANAGER_ROLES })).toBe(manager);
    expect(await requireAccess(t.ctx.db, guard, { estateId: estate, roles: GATE_STAFF_ROLES })).toBe(guard);
    const denied = { estateId: estate, roles: MANAGER_ROLES, message: 'Only an estate manager may do this.', code: 'x/not-manager' };
    expect(await refusal(requireAccess(t.ctx.db, guard, denied))).toEqual({
      statusCode: 403,
      code: 'x/not-manager',
      message: 'Only an estate manager may do this.',
    });
    expect(await refusal(requireAccess(t.ctx.db, manager, { estateId: elsewhere, roles: MANAGER_ROLES }))).toMatchObject({ statusCode: 403 });
  });

  it('member: any role at that estate', async () => {
    expect(await requireAccess(t.ctx.db, resident, { estateId: estate, member: true })).toBe(resident);
    expect(await refusal(requireAccess(t.ctx.db, resident, { estateId: elsewhere, member: true }))).toMatchObject({ statusCode: 403 });
  });

  it('a role the roles table has disabled grants nothing', async () => {
    await t.ctx.db.updateTable('roles').set({ is_enabled: 0 }).where('name', '=', ROLES.guard).execute();
    try {
      expect(await refusal(requireAccess(t.ctx.db, guard, { estateId: estate, roles: GATE_STAFF_ROLES }))).toMatchObject({ statusCode: 403 });
      expect(await refusal(requireAccess(t.ctx.db, guard, { estateId: estate, member: true }))).toMatchObject({ statusCode: 403 });
    } finally {
      await t.ctx.db.updateTable('roles').set({ is_enabled: 1 }).where('name', '=', ROLES.guard).execute();
    }
  });
});
