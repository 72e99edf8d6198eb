import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { TokenDetails } from '../../src/contract/auth';
import { NEW_ESTATE_DEFAULTS, OPERATOR_API, type EstateSettingsInput, type OperatorEstate } from '../../src/contract/operator';
import type { AccessInfo, Estate, Tile } from '../../src/contract/records';
import type { Change } from '../../src/contract/sync';
import { passwordLengthMessage } from '../../src/i18n/en/auth';
import { OPERATOR_MESSAGES as M } from '../../src/i18n/en/operator.messages';
import { createSetupLink } from '../../server/modules/operator/setup.service';
import { operatorModule } from '../../server/modules/operator/operator.module';
import { MANAGER, NEIGHBOUR, RESIDENT, useCast, WILLOW_CREEK } from '../helpers/cast';
import type { Caller } from '../helpers/factories';
import { PG_URL, availableDialects, type TestApp } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';

const dialects = await availableDialects();
const run = promisify(execFile);
const WC = WILLOW_CREEK.id;
const PASSWORD = 'Operator#2026';

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const latest = <T>(changes: Change[], table: string, id: string | number): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === String(id)).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

async function post(t: TestApp, url: string, payload: unknown, who?: Caller, method: 'POST' | 'PUT' = 'POST') {
  const res = await t.app.inject({ method, url, payload: payload as object, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  return { status: res.statusCode, body: res.json() as { details?: unknown[]; errorDescription?: string } };
}

/** Uses a link as the set-up page does; answers the session as a Caller. */
async function useLink(t: TestApp, token: string, body: Record<string, string>) {
  const res = await post(t, OPERATOR_API.setupComplete, { token, ...body });
  const details = res.body.details?.[0] as TokenDetails | undefined;
  return {
    ...res,
    caller: details ? ({ token: details.accessToken, userId: details.user.uid, refreshToken: details.refreshToken } satisfies Caller) : undefined,
  };
}

async function makeOperator(t: TestApp, email = 'ops@example.com'): Promise<Caller> {
  const link = await createSetupLink(t.ctx.db, t.ctx.config, email);
  const { caller, status, body } = await useLink(t, tokenOf(link), { email, firstName: 'Ops', lastName: 'Person', password: PASSWORD });
  if (!caller) throw new Error(`set-up failed ${status} ${JSON.stringify(body)}`);
  return caller;
}

const settings = (overrides: Partial<EstateSettingsInput> = {}): EstateSettingsInput => ({
  ...NEW_ESTATE_DEFAULTS,
  name: 'Acacia Heights',
  city: 'Durban',
  suburb: 'Umhlanga',
  supportEmail: 'help@acacia.example',
  ...overrides,
});

const count = async (t: TestApp, table: 'users' | 'operators' | 'estates') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(dialects)('the operator on %s', (dialect) => {
  const {
    t,
    people: [resident, manager, neighbour],
  } = useCast(dialect, [RESIDENT, MANAGER, NEIGHBOUR], { tiles: true });

  it('prints the first operator link at start while there is none; a link works once and voids the other first-operator links', async () => {
    const logged: string[] = [];
    const job = operatorModule.jobs[0];
    await job?.run(t.ctx, { info: (_d, message) => logged.push(message), error: () => undefined });
    expect(logged).toHaveLength(1);
    const printed = /(http:\/\/localhost:\d+\/setup\?token=\S+)/.exec(logged[0] ?? '')?.[1] ?? '';
    expect(printed).not.toBe('');
    const other = await createSetupLink(t.ctx.db, t.ctx.config);

    expect((await post(t, OPERATOR_API.setupLink, { token: tokenOf(printed) })).body.details?.[0]).toEqual({ valid: true, email: '', hasAccount: false });
    // Refusals write nothing.
    const users = await count(t, 'users');
    expect((await useLink(t, tokenOf(printed), { email: 'first@example.com', lastName: 'One', password: PASSWORD })).body.errorDescription).toBe(
      M.firstNameRequired,
    );
    expect((await useLink(t, tokenOf(printed), { email: 'first@example.com', firstName: 'First', password: PASSWORD })).body.errorDescription).toBe(
      M.lastNameRequired,
    );
    const short = await useLink(t, tokenOf(printed), { email: 'first@example.com', firstName: 'First', lastName: 'One', password: 'short' });
    expect([short.status, short.body.errorDescription]).toEqual([400, passwordLengthMessage(t.ctx.config.passwordMinLength)]);
    expect((await useLink(t, tokenOf(printed), { email: 'not-an-email', firstName: 'F', lastName: 'O', password: PASSWORD })).body.errorDescription).toBe(
      M.emailInvalid,
    );
    expect((await useLink(t, 'nonsense', { email: 'first@example.com', firstName: 'F', lastName: 'O', password: PASSWORD })).body.errorDescription).toBe(
      M.linkInvalid,
    );
    expect([await count(t, 'users'), await count(t, 'operators')]).toEqual([users, 0]);

    const done = await useLink(t, tokenOf(printed), { email: 'First@Example.com', firstName: 'first', lastName: 'one', password: PASSWORD });
    expect(done.status).toBe(200);
    expect(await count(t, 'operators')).toBe(1);
    // A session like sign-in's: it pulls the operator scope and its own operator row.
    const caller = done.caller as Caller;
    const { changes } = await pullAll(t.app, caller);
    expect(latest(changes, 'operatorSelf', caller.userId)).toEqual({ userId: caller.userId, isOperator: true });
    expect(latest<OperatorEstate>(changes, 'operatorEstates', WC)).toBeUndefined(); // made by the factories after boot: published on the first edit

    // Single use; the other first-operator link is void, and no link is printed any more.
    const again = await useLink(t, tokenOf(printed), { email: 'second@example.com', firstName: 'S', lastName: 'T', password: PASSWORD });
    expect([again.status, again.body.errorDescription]).toEqual([400, M.linkInvalid]);
    expect((await post(t, OPERATOR_API.setupLink, { token: tokenOf(other) })).body.details?.[0]).toEqual({ valid: false, email: '', hasAccount: false });
    logged.length = 0;
    await job?.run(t.ctx, { info: (_d, message) => logged.push(message), error: () => undefined });
    expect(logged).toEqual([]);
  });

  it('a link bound to an e-mail: another e-mail is refused; an existing account gives its password and becomes an operator', async () => {
    const link = tokenOf(await createSetupLink(t.ctx.db, t.ctx.config, NEIGHBOUR.email));
    expect((await post(t, OPERATOR_API.setupLink, { token: link })).body.details?.[0]).toEqual({ valid: true, email: NEIGHBOUR.email, hasAccount: true });
    expect((await useLink(t, link, { email: 'else@example.com', firstName: 'E', lastName: 'L', password: PASSWORD })).body.errorDescription).toBe(
      M.emailMismatch,
    );
    const wrong = await useLink(t, link, { email: NEIGHBOUR.email, password: 'Wrong#password1' });
    expect([wrong.status, wrong.body.errorDescription]).toEqual([401, M.wrongPassword]);
    const ok = await useLink(t, link, { email: NEIGHBOUR.email, password: NEIGHBOUR.password });
    expect([ok.status, ok.caller?.userId]).toEqual([200, neighbour.userId]);
    expect(await t.ctx.db.selectFrom('operators').select('user_id').where('user_id', '=', neighbour.userId).executeTakeFirst()).toBeDefined();
  });

  it('npm run operator -- add <email> prints a link bound to the e-mail, on the configured database', async () => {
    const env: Record<string, string> = { ...process.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' } as Record<string, string>;
    if (dialect === 'postgres') {
      if (!t.config.databaseUrl || t.config.databaseUrl === PG_URL) return; // a schema of the shared database: the CLI cannot name it
      env.DATABASE_URL = t.config.databaseUrl;
      // The server's settings on PostgreSQL: TOKEN_SECRET is required there (loadConfig).
      env.TOKEN_SECRET = t.config.tokenSecret ?? '';
    } else delete env.DATABASE_URL;
    const root = path.resolve(import.meta.dirname, '../..');
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/operator.ts', 'add', 'New.Ops@Example.com'], { cwd: root, env });
    const url = /(http\S+\/setup\?token=\S+)/.exec(stdout)?.[1] ?? '';
    expect(stdout).toContain('new.ops@example.com');
    expect((await post(t, OPERATOR_API.setupLink, { token: tokenOf(url) })).body.details?.[0]).toEqual({
      valid: true,
      email: 'new.ops@example.com',
      hasAccount: false,
    });
    const made = await useLink(t, tokenOf(url), { email: 'new.ops@example.com', firstName: 'New', lastName: 'Ops', password: PASSWORD });
    expect(made.status).toBe(200);
    await expect(run('node', ['--import', 'tsx', 'scripts/operator.ts', 'add'], { cwd: root, env })).rejects.toMatchObject({ code: 2 });
  }, 180_000);

  it('refuses too many set-up attempts from one address', async () => {
    const clear = () => t.ctx.db.deleteFrom('rate_limits').where('key', 'like', 'operator-setup:%').execute();
    await clear();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await post(t, OPERATOR_API.setupLink, { token: 'guess' })).status);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    await clear();
  });

  it('creates an estate with the default tiles, theme, limits and gate settings; residents, managers and signed-out callers are refused', async () => {
    const ops = await makeOperator(t);
    const estates = await count(t, 'estates');
    for (const [who, status] of [
      [resident, 403],
      [manager, 403],
      [undefined, 401],
    ] as const) {
      const res = await post(t, OPERATOR_API.estates, settings(), who);
      expect(res.status).toBe(status);
    }
    expect(await count(t, 'estates')).toBe(estates);

    for (const [bad, message] of [
      [{ name: ' ' }, M.nameRequired],
      [{ timeZone: 'Mars/Olympus' }, M.timeZoneInvalid],
      [{ supportEmail: 'nope' }, M.supportEmailInvalid],
      [{ contactEmail: 'nope' }, M.contactEmailInvalid],
      [{ helpUrl: 'javascript:alert(1)' }, M.helpUrlInvalid],
      [{ gateWindowSec: 1 }, M.gateWindowInvalid],
      [{ gateListMaxAgeSec: 60 }, M.gateListAgeInvalid],
      [{ refreshInterval: -1 }, M.refreshIntervalInvalid],
      [{ controlRoomNumber: 'call the gate' }, M.phoneInvalid],
      [{ fireNumber: '0'.repeat(21) }, M.phoneInvalid],
      [{ limits: { associatesPerUnit: 1000, visitorsPerDay: 1, guestsPerLettingUnit: 1 } }, M.limitInvalid],
      [{ theme: { primary: 'red', secondary: '#000000', onPrimary: '#ffffff' } }, M.colourInvalid],
      [{ logoUrl: '/sdk/files/notmineatall' }, M.logoMissing],
      [{ tiles: { 'no-such-tile': false } }, M.tileUnknown],
      [{ name: WILLOW_CREEK.name.toUpperCase() }, M.nameTaken],
    ] as const) {
      const res = await post(t, OPERATOR_API.estates, settings(bad as Partial<EstateSettingsInput>), ops);
      expect([res.status >= 400 && res.status < 500, res.body.errorDescription]).toEqual([true, message]);
    }
    expect(await count(t, 'estates')).toBe(estates);

    const created = await post(t, OPERATOR_API.estates, settings({ timeZone: 'Africa/Nairobi', gateWindowSec: 45 }), ops);
    expect(created.status).toBe(201);
    const estate = created.body.details?.[0] as OperatorEstate;
    expect(estate).toMatchObject({ name: 'Acacia Heights', timeZone: 'Africa/Nairobi', gateWindowSec: 45, archived: false });
    expect(estate.estateId).toBeGreaterThan(92);
    // The owner's default home tiles, all on.
    const ownerTiles = estate.tiles.filter((tile) => tile.roleName === 'owner');
    expect(ownerTiles.map((tile) => tile.title)).toContain('Access Control');
    expect(ownerTiles.every((tile) => tile.enabled)).toBe(true);

    // Public list, and the operator's own row through sync.
    const listed = await t.app.inject({ method: 'GET', url: API.estates });
    expect(listed.body).toContain('Acacia Heights');
    const { changes } = await pullAll(t.app, ops);
    expect(latest<OperatorEstate>(changes, 'operatorEstates', estate.estateId)).toEqual(estate);
    // Never to a resident or a manager.
    for (const who of [resident, manager]) expect(latest((await pullAll(t.app, who)).changes, 'operatorEstates', estate.estateId)).toBeUndefined();
  }, 120_000);

  it('edits an estate: a resident of the estate pulls the new tiles, theme and access info; archive hides it from the public list and restore brings it back', async () => {
    const ops = await makeOperator(t);
    const before = await pullAll(t.app, resident);
    const tiles = (await t.ctx.db.selectFrom('tiles').select(['id', 'data']).where('estate_id', '=', WC).where('role_name', '=', 'owner').execute())
      .map((row) => JSON.parse(row.data) as Tile)
      .filter((tile) => tile.tileAppLocation === 'home');
    const hidden = tiles.find((tile) => tile.tileDisplayTitle === 'Buy & Rent') as Tile;
    const edit = settings({
      name: WILLOW_CREEK.name,
      refreshInterval: 600,
      gateWindowSec: 60,
      theme: { primary: '#123456', secondary: '#abcdef', onPrimary: '#ffffff' },
      limits: { associatesPerUnit: 3, visitorsPerDay: 20, guestsPerLettingUnit: 4 },
      tiles: { [hidden.id]: false },
      controlRoomNumber: ' 011 465 0199 ',
      ambulanceNumber: '084 124',
    });
    for (const who of [resident, manager]) expect((await post(t, OPERATOR_API.estate(WC), edit, who, 'PUT')).status).toBe(403);
    expect((await post(t, OPERATOR_API.estate(999_999), edit, ops, 'PUT')).body.errorDescription).toBe(M.estateNotFound);
    expect((await post(t, OPERATOR_API.estate(WC), { ...edit, name: 'Baobab Ridge Estate' }, ops, 'PUT')).status).toBe(409);
    const res = await post(t, OPERATOR_API.estate(WC), edit, ops, 'PUT');
    expect(res.status).toBe(200);

    const after = await pullAll(t.app, resident, 1000, before.last.cursor, before.last.scopes);
    expect(latest<Tile>(after.changes, 'tiles', hidden.id)).toMatchObject({ tileEnabled: false });
    expect(latest<{ primary: string }>(after.changes, 'themes', WC)).toMatchObject({ primary: '#123456', secondary: '#abcdef' });
    expect(latest<AccessInfo>(after.changes, 'accessInfo', WC)).toMatchObject({ refreshInterval: 600 });
    // The emergency numbers reach the estate's devices on its public row (src/domain/emergency.ts lists them).
    expect(latest<Estate>(after.changes, 'estates', WC)).toMatchObject({ controlRoomNumber: '011 465 0199', ambulanceNumber: '084 124', fireNumber: '' });
    expect(res.body.details?.[0]).toMatchObject({ controlRoomNumber: '011 465 0199', ambulanceNumber: '084 124', fireNumber: '' });
    expect(latest<{ acceptanceWindowSec: number }>(after.changes, 'accessControlConfig', WC)).toMatchObject({ acceptanceWindowSec: 60 });
    expect(latest<{ limits: { visitorsPerDay: number } }>(after.changes, 'peopleConfig', WC)).toMatchObject({ limits: { visitorsPerDay: 20 } });
    // The resident's home screen leaves the tile out (the access list reads enabled tiles).
    const acl = await t.app.inject({ method: 'GET', url: API.acl(resident.userId), headers: { authorization: `Bearer ${resident.token}` } });
    expect(acl.body).not.toContain(hidden.id);

    // At boot, an estates row that differs from its published copy (a column a migration added) is published again.
    await t.ctx.db.updateTable('estates').set({ fire_number: '011 375 5911' }).where('id', '=', WC).execute();
    await operatorModule.boot(t.ctx.db);
    const booted = await pullAll(t.app, resident, 1000, after.last.cursor, after.last.scopes);
    expect(latest<Estate>(booted.changes, 'estates', WC)).toMatchObject({ controlRoomNumber: '011 465 0199', fireNumber: '011 375 5911' });

    for (const who of [resident, manager]) expect((await post(t, OPERATOR_API.archive(WC), {}, who)).status).toBe(403);
    expect((await post(t, OPERATOR_API.archive(WC), {}, ops)).body.details?.[0]).toMatchObject({ archived: true });
    expect((await t.app.inject({ method: 'GET', url: API.estates })).body).not.toContain(WILLOW_CREEK.name);
    const archived = await pullAll(t.app, resident, 1000, booted.last.cursor, booted.last.scopes);
    expect(latest(archived.changes, 'estates', WC)).toBeNull();
    expect((await post(t, OPERATOR_API.restore(WC), {}, ops)).body.details?.[0]).toMatchObject({ archived: false });
    expect((await t.app.inject({ method: 'GET', url: API.estates })).body).toContain(WILLOW_CREEK.name);
  }, 120_000);
});
