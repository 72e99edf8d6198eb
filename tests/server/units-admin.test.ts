import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Unit } from '../../src/contract/people';
import { UNITS_API, type UnitImportAnswer, type UnitImportPreview } from '../../src/contract/units';
import { ROLES } from '../../src/domain/roles';
import { UNITS_MESSAGES } from '../../src/i18n/en/units.messages';
import { format } from '../../src/i18n/format';
import type { MemberInvite } from '../../server/context';
import { BAOBAB_RIDGE, GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast, WILLOW_CREEK } from '../helpers/cast';
import { makePeopleConfig, makeUser, type Caller } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { call, peopleConfig } from './people-helpers';

const dialects = await availableDialects();
const WC = WILLOW_CREEK.id;

/** A unit as the Add form sends it. */
const unitBody = (unitNo: string, over: Record<string, unknown> = {}) => ({
  unitNo,
  block: 'North',
  unitType: 'house',
  standNo: '',
  isLettingUnit: false,
  noOfAssociatesPerUnit: 4,
  allowedVisitors: 8,
  maxGuests: 0,
  ...over,
});

const csvOf = (rows: readonly string[], header = 'Unit number,Block,Type,Owner e-mail') => [header, ...rows].join('\n');
const twentyUnits = () => Array.from({ length: 20 }, (_, i) => `${101 + i},${i < 10 ? 'A' : 'B'},${i % 2 ? 'apartment' : 'townhouse'},`);

describe.each(dialects)('units for the manager and the operator on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER], {
    setUp: async (app) => makePeopleConfig(app, WILLOW_CREEK.id, peopleConfig(3, 30)),
  });

  afterEach(() => {
    t.ctx.hooks.inviteMember = undefined;
    t.ctx.hooks.isOperator = undefined;
  });

  const url = (path: string, estateId: number = WC) => `${path}?estateID=${estateId}`;
  const unitCount = async (estateId = WC) =>
    Number(
      (
        await t.ctx.db
          .selectFrom('units')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('estate_id', '=', estateId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const unitRow = (unitNo: string) => t.ctx.db.selectFrom('units').selectAll().where('estate_id', '=', WC).where('unit_no', '=', unitNo).executeTakeFirst();
  const create = (who: Caller, body: object, estateId: number = WC) => call<Unit>(t.app, 'POST', url(UNITS_API.units, estateId), who, body);
  const edit = (who: Caller, body: object) => call<Unit>(t.app, 'PUT', url(UNITS_API.units), who, body);
  const archive = (who: Caller, unitNo: string, archived: boolean) => call<Unit>(t.app, 'POST', url(UNITS_API.archive), who, { unitNo, archived });
  const preview = (who: Caller, csv: string) => call<UnitImportPreview>(t.app, 'POST', url(UNITS_API.importPreview), who, { csv });
  const importCsv = (who: Caller, csv: string) => call<UnitImportAnswer>(t.app, 'POST', url(UNITS_API.import), who, { csv });
  const message = (answer: { body: { errorDetails?: { detail: string }; message?: string } }) => answer.body.errorDetails?.detail ?? answer.body.message;
  const operatorScopeRows = async (unitNo: string) =>
    (await t.ctx.db.selectFrom('change_log').select('scope').where('tbl', '=', 'units').where('row_id', '=', `${WC}:${unitNo}`).execute())
      .map((r) => r.scope)
      .sort();

  it('the manager adds a unit: stored with its details and allowances, published to the managers and the operators', async () => {
    const answer = await create(manager, unitBody('7', { standNo: 'S7', unitType: 'townhouse', isLettingUnit: true, maxGuests: 2 }));
    expect(answer.status).toBe(200);
    expect(answer.body.details?.[0]).toMatchObject({
      id: `${WC}:7`,
      unitNo: '7',
      standNo: 'S7',
      block: 'North',
      unitType: 'townhouse',
      archived: false,
      maxGuests: 2,
    });
    expect(await unitRow('7')).toMatchObject({ block: 'North', unit_type: 'townhouse', stand_no: 'S7', is_letting: 1, max_associates: 4, max_visitors: 8 });
    // The estate's concierges read every unit's allowance too (their visitor unit picker, issue 32).
    expect(await operatorScopeRows('7')).toEqual([`concierge:${WC}`, `manager:${WC}`, 'operator', `unit:${WC}:7`].sort());
    const pulled = (await pullAll(t.app, manager)).changes.filter((c) => c.table === 'units' && c.id === `${WC}:7`);
    expect(pulled.at(-1)?.data).toMatchObject({ block: 'North', unitType: 'townhouse' });
    // no stand number: the unit number
    expect((await create(manager, unitBody('8', { unitType: '' }))).body.details?.[0]).toMatchObject({ standNo: '8', unitType: '' });
  });

  it('refuses a unit number taken (any case), a bad number, an unknown type, a long block; nothing written', async () => {
    expect((await create(manager, unitBody('9A'))).status).toBe(200);
    const before = await unitCount();
    const taken = await create(manager, unitBody('9a'));
    expect([taken.status, message(taken)]).toEqual([400, format(UNITS_MESSAGES.exists, { unitNo: '9a' })]);
    const bad = await create(manager, unitBody('#1'));
    expect([bad.status, message(bad)]).toEqual([400, UNITS_MESSAGES.unitNoInvalid]);
    const type = await create(manager, unitBody('10', { unitType: 'castle' }));
    expect([type.status, message(type)]).toEqual([400, UNITS_MESSAGES.typeUnknown]);
    const block = await create(manager, unitBody('10', { block: 'x'.repeat(41) }));
    expect([block.status, message(block)]).toEqual([400, UNITS_MESSAGES.blockTooLong]);
    expect(await unitCount()).toBe(before);
  });

  it('the manager edits a unit; an unknown unit is 404, an archived one must be restored first', async () => {
    await create(manager, unitBody('20'));
    const edited = await edit(manager, unitBody('20', { block: 'South', unitType: 'apartment', noOfAssociatesPerUnit: 6 }));
    expect(edited.status).toBe(200);
    expect(await unitRow('20')).toMatchObject({ block: 'South', unit_type: 'apartment', max_associates: 6 });
    const missing = await edit(manager, unitBody('404'));
    expect([missing.status, message(missing)]).toEqual([404, format(UNITS_MESSAGES.notFound, { unitNo: '404' })]);
    expect((await archive(manager, '20', true)).status).toBe(200);
    const archived = await edit(manager, unitBody('20', { block: 'East' }));
    expect([archived.status, message(archived)]).toEqual([400, format(UNITS_MESSAGES.archived, { unitNo: '20' })]);
    expect((await unitRow('20'))?.block).toBe('South');
  });

  it('archives a unit no one holds and restores it; refuses a unit with members, twice, and restoring one in use', async () => {
    await create(manager, unitBody('30'));
    const done = await archive(manager, '30', true);
    expect([done.status, done.body.details?.[0]?.archived]).toEqual([200, true]);
    expect(Number((await unitRow('30'))?.archived_at)).toBeGreaterThan(0);
    const again = await archive(manager, '30', true);
    expect([again.status, message(again)]).toEqual([400, format(UNITS_MESSAGES.alreadyArchived, { unitNo: '30' })]);
    const restored = await archive(manager, '30', false);
    expect([restored.status, restored.body.details?.[0]?.archived]).toEqual([200, false]);
    const notArchived = await archive(manager, '30', false);
    expect([notArchived.status, message(notArchived)]).toEqual([400, format(UNITS_MESSAGES.notArchived, { unitNo: '30' })]);
    // unit 12: the resident owns it
    await call(t.app, 'PUT', `${API.unitLimits}?estateID=${WC}`, manager, {
      unitNo: '12',
      standNo: '12',
      isLettingUnit: false,
      noOfAssociatesPerUnit: 5,
      allowedVisitors: 5,
      maxGuests: 0,
    });
    const held = await archive(manager, '12', true);
    expect([held.status, message(held)]).toEqual([400, format(UNITS_MESSAGES.hasMembers, { unitNo: '12', n: 1 })]);
    expect(Number((await unitRow('12'))?.archived_at)).toBe(0);
    const unknown = await archive(manager, '999', true);
    expect(unknown.status).toBe(404);
  });

  it('imports a clean file of 20 units: a dry run first, then all of them, with the estate defaults, synced to the manager', async () => {
    const before = await unitCount();
    const csv = csvOf(twentyUnits());
    const dry = await preview(manager, csv);
    expect(dry.status).toBe(200);
    const answer = dry.body.details?.[0];
    expect([answer?.ready, answer?.problems, answer?.rows.length, answer?.fileProblem]).toEqual([true, 0, 20, '']);
    expect(answer?.rows[0]).toEqual({ line: 2, unitNo: '101', block: 'A', unitType: 'townhouse', ownerEmail: '', problem: '' });
    expect(await unitCount()).toBe(before);
    const done = await importCsv(manager, csv);
    expect([done.status, done.body.details?.[0]]).toEqual([200, { imported: 20, invited: 0 }]);
    expect(await unitCount()).toBe(before + 20);
    expect(await unitRow('120')).toMatchObject({ block: 'B', unit_type: 'apartment', max_associates: 3, stand_no: '120' });
    const units = (await pullAll(t.app, manager)).changes.filter((c) => c.table === 'units' && String(c.id).startsWith(`${WC}:1`));
    expect(new Set(units.map((c) => c.id)).size).toBeGreaterThanOrEqual(20);
    // imported again: every row exists already, nothing written
    const twice = await importCsv(manager, csv);
    expect([twice.status, message(twice)]).toEqual([400, format(UNITS_MESSAGES.importHasProblems, { n: 20 })]);
    expect(await unitCount()).toBe(before + 20);
  });

  it('answers a problem per bad row and writes nothing; a unit twice in the file; headers in any order and case', async () => {
    await create(manager, unitBody('55'));
    const before = await unitCount();
    const csv = csvOf(
      [
        '201,A,house,',
        ',A,house,',
        '#2,A,house,',
        '55,A,house,',
        '202,A,castle,',
        '203,A,house,not-an-email',
        '201,B,house,',
        '204,A,house,owner@example.com',
        '205,A,house,,extra',
      ],
      'unit_no,BLOCK,Unit Type,Owner E-mail',
    );
    const dry = (await preview(manager, csv)).body.details?.[0];
    expect(dry?.ready).toBe(false);
    expect(dry?.rows.map((r) => [r.line, r.problem])).toEqual([
      [2, ''],
      [3, UNITS_MESSAGES.rowUnitMissing],
      [4, format(UNITS_MESSAGES.rowUnitInvalid, { unitNo: '#2' })],
      [5, format(UNITS_MESSAGES.rowExists, { unitNo: '55' })],
      [6, format(UNITS_MESSAGES.rowTypeUnknown, { type: 'castle' })],
      [7, format(UNITS_MESSAGES.rowEmailInvalid, { email: 'not-an-email' })],
      [8, format(UNITS_MESSAGES.rowRepeated, { unitNo: '201', other: 2 })],
      [9, UNITS_MESSAGES.rowInvitesUnavailable],
      [10, UNITS_MESSAGES.rowExtraColumns],
    ]);
    expect(dry?.problems).toBe(8);
    const refused = await importCsv(manager, csv);
    expect([refused.status, message(refused)]).toEqual([400, format(UNITS_MESSAGES.importHasProblems, { n: 8 })]);
    expect(await unitCount()).toBe(before);

    const twice = (await preview(manager, csvOf(['301,A,house,', '302,A,house,', '301,A,house,']))).body.details?.[0];
    expect(twice?.rows.map((r) => r.problem)).toEqual(['', '', format(UNITS_MESSAGES.rowRepeated, { unitNo: '301', other: 2 })]);
    expect((await importCsv(manager, csvOf(['301,A,house,', '302,A,house,', '301,A,house,']))).status).toBe(400);
    expect(await unitCount()).toBe(before);
  });

  it('refuses a file of 5,001 rows, a file too large, an unknown column, a file without units', async () => {
    const before = await unitCount();
    const big = csvOf(Array.from({ length: 5001 }, (_, i) => `U${i},A,house,`));
    const dry = (await preview(manager, big)).body.details?.[0];
    expect([dry?.ready, dry?.fileProblem, dry?.rows.length]).toEqual([false, format(UNITS_MESSAGES.fileTooManyRows, { n: (5001).toLocaleString('en-ZA') }), 0]);
    const refused = await importCsv(manager, big);
    expect([refused.status, message(refused)]).toEqual([400, dry?.fileProblem]);
    const huge = await preview(manager, csvOf(['1,A,house,', 'x'.repeat(1_000_001)]));
    expect([huge.status, message(huge)]).toEqual([400, UNITS_MESSAGES.fileTooLarge]);
    const column = (await preview(manager, csvOf(['1,A'], 'Unit,Colour'))).body.details?.[0];
    expect(column?.fileProblem).toBe(format(UNITS_MESSAGES.fileUnknownColumn, { column: 'Colour' }));
    expect((await preview(manager, csvOf([], 'Block,Type'))).body.details?.[0]?.fileProblem).toBe(UNITS_MESSAGES.fileEmpty);
    expect((await preview(manager, csvOf(['A,house'], 'Block,Type'))).body.details?.[0]?.fileProblem).toBe(UNITS_MESSAGES.fileNoUnitColumn);
    expect(await unitCount()).toBe(before);
  });

  it('rechecks at import time: a unit added after the dry run refuses the whole file', async () => {
    const csv = csvOf(['401,A,house,', '402,A,house,']);
    expect((await preview(manager, csv)).body.details?.[0]?.ready).toBe(true);
    await create(manager, unitBody('402'));
    const before = await unitCount();
    const refused = await importCsv(manager, csv);
    expect([refused.status, message(refused)]).toEqual([400, format(UNITS_MESSAGES.importHasProblems, { n: 1 })]);
    expect(await unitCount()).toBe(before);
  });

  it("invites each row's owner through the inviting module, in the import's transaction", async () => {
    const invited: Array<Parameters<MemberInvite>[2]> = [];
    t.ctx.hooks.inviteMember = async (_trx, _ctx, invite) => {
      invited.push(invite);
    };
    const csv = csvOf(['501,A,house,owner501@example.com', '502,A,house,']);
    expect((await preview(manager, csv)).body.details?.[0]?.ready).toBe(true);
    const done = await importCsv(manager, csv);
    expect(done.body.details?.[0]).toEqual({ imported: 2, invited: 1 });
    expect(invited).toEqual([{ estateId: WC, email: 'owner501@example.com', roleName: ROLES.owner, unitNo: '501', invitedBy: manager.userId }]);
    // an invitation that fails rolls the units back
    t.ctx.hooks.inviteMember = async () => {
      throw new Error('mail down');
    };
    const before = await unitCount();
    expect((await importCsv(manager, csvOf(['503,A,house,o@example.com']))).status).toBe(500);
    expect(await unitCount()).toBe(before);
  });

  it("refuses a resident, a guard and another estate's manager on every call; the operator (by the operator check) may", async () => {
    const otherManager = await makeUser(t, { roles: [{ estateId: BAOBAB_RIDGE.id, role: ROLES.estateManager }] });
    await create(manager, unitBody('60'));
    const before = await unitCount();
    for (const who of [resident, neighbour, guard, otherManager]) {
      const answers = [
        await create(who, unitBody('61')),
        await edit(who, unitBody('60', { block: 'X' })),
        await archive(who, '60', true),
        await preview(who, csvOf(['62,A,house,'])),
        await importCsv(who, csvOf(['62,A,house,'])),
      ];
      expect(answers.map((a) => [a.status, message(a)])).toEqual(Array.from({ length: 5 }, () => [403, UNITS_MESSAGES.notAllowed]));
    }
    expect(await unitCount()).toBe(before);
    expect((await unitRow('60'))?.block).toBe('North');

    // the operator module's check (the operator is no role at any estate)
    const operator = await makeUser(t, { roles: [], defaultEstateId: WC });
    t.ctx.hooks.isOperator = async (_db, userId) => userId === operator.userId;
    expect((await create(operator, unitBody('63'))).status).toBe(200);
    expect((await importCsv(operator, csvOf(['64,A,house,']))).status).toBe(200);
    expect((await create(operator, unitBody('1'), 987654)).status).toBe(404);
    expect((await create(resident, unitBody('65'))).status).toBe(403);
  });
});
