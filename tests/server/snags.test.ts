import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Notification } from '../../src/contract/notifications';
import { SNAG_API, type Snag } from '../../src/contract/snags';
import type { Change } from '../../src/contract/sync';
import { snagCaseNumber } from '../../src/domain/notifications';
import { ROLES } from '../../src/domain/roles';
import { SNAG_MESSAGES } from '../../src/i18n/en/snags';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { writeTransaction } from '../../server/sync/change-log';
import { BAOBAB_RIDGE, MANAGER, NEIGHBOUR, RESIDENT, useCast, WILLOW_CREEK } from '../helpers/cast';
import { makeUser, type Caller } from '../helpers/factories';
import { pngBytes } from '../helpers/test-files';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { call, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = WILLOW_CREEK.id;

const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

describe.each(dialects)('maintenance requests on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, MANAGER]);

  const report = (overrides: Record<string, unknown> = {}) => ({
    id: rowId('sn'),
    estateId: WC,
    unitNo: '12',
    category: 'plumbing',
    request: 'The gutter above the garage leaks.',
    ...overrides,
  });
  const send = async (who: Caller, name: string, args: object) => (await push(t.app, who, rowId('cl'), [{ id: 1, name, args }])).body.results[0];
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('snags')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const upload = async (who: Caller) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.files,
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'image/png' },
      payload: pngBytes(),
    });
    return (res.json() as { details: { id: string; url: string }[] }).details[0] as { id: string; url: string };
  };
  const otherManager = () => makeUser(t, { roles: [{ estateId: BAOBAB_RIDGE.id, role: ROLES.estateManager }] });

  it('a holder of the unit reports through push, applied once and numbered per estate; published to them and the managers only', async () => {
    const first = report();
    const clientId = rowId('cl');
    const pushed = await push(t.app, resident, clientId, [
      { id: 1, name: 'snags.report', args: first },
      { id: 1, name: 'snags.report', args: { ...first, request: 'Replayed' } },
    ]);
    expect(pushed.body.results.map((r) => r.ok)).toEqual([true, true]);
    const row = await t.ctx.db.selectFrom('snags').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect([row.request, row.status, row.email, row.user_id]).toEqual([first.request, 'OPEN', RESIDENT.email, resident.userId]);
    const second = report({ category: 'electrical', request: 'Street light out' });
    expect(await send(resident, 'snags.report', second)).toEqual({ id: 1, ok: true });
    const numbers = (await t.ctx.db.selectFrom('snags').select('case_number').where('estate_id', '=', WC).orderBy('case_number').execute()).map((r) =>
      Number(r.case_number),
    );
    expect(numbers).toEqual([1001, 1002]);

    expect(latest<Snag>((await pullAll(t.app, resident)).changes, 'snags', first.id)).toMatchObject({
      id: first.id,
      status: 'OPEN',
      user: 'Thandi Mokoena',
      unitNo: '12',
    });
    expect(latest<Snag>((await pullAll(t.app, manager)).changes, 'snags', first.id)).toMatchObject({ id: first.id, email: RESIDENT.email });
    expect((await pullAll(t.app, neighbour)).changes.some((c) => c.table === 'snags')).toBe(false);
    const boss = await otherManager();
    expect((await pullAll(t.app, boss)).changes.some((c) => c.table === 'snags')).toBe(false);
  });

  it('reads a push from an app still on a version that named the estate EstateID, and still checks the unit', async () => {
    const { estateId, ...rest } = report();
    const old = { ...rest, EstateID: estateId };
    expect(await send(resident, 'snags.report', old)).toEqual({ id: 1, ok: true });
    expect(await t.ctx.db.selectFrom('snags').select(['estate_id', 'unit_no']).where('id', '=', old.id).executeTakeFirst()).toEqual({
      estate_id: WC,
      unit_no: '12',
    });
    expect(await send(neighbour, 'snags.report', { ...rest, id: rowId('sn'), EstateID: estateId })).toEqual({
      id: 1,
      ok: false,
      error: SNAG_MESSAGES.notYourUnit,
    });
  });

  it('refuses a report for a unit the caller does not hold, and bad input, with the message; nothing is written', async () => {
    const before = await count();
    expect(await send(neighbour, 'snags.report', report())).toEqual({ id: 1, ok: false, error: SNAG_MESSAGES.notYourUnit });
    expect(await send(manager, 'snags.report', report())).toEqual({ id: 1, ok: false, error: SNAG_MESSAGES.notYourUnit });
    expect(await send(resident, 'snags.report', report({ estateId: BAOBAB_RIDGE.id }))).toEqual({ id: 1, ok: false, error: SNAG_MESSAGES.notYourUnit });
    expect(await send(resident, 'snags.report', report({ request: '   ' }))).toEqual({ id: 1, ok: false, error: SNAG_MESSAGES.requestRequired });
    expect(await send(resident, 'snags.report', report({ category: 'spaceship' }))).toEqual({ id: 1, ok: false, error: SNAG_MESSAGES.categoryRequired });
    // Someone else's id: refused, and the first stays the resident's.
    const taken = report();
    expect(await send(resident, 'snags.report', taken)).toEqual({ id: 1, ok: true });
    expect(await send(neighbour, 'snags.report', { ...taken, unitNo: '14' })).toEqual({ id: 1, ok: false, error: SNAG_MESSAGES.exists });
    expect(await count()).toBe(before + 1);
  });

  it('photos: up to 3 of the reporter’s own uploads, served to the reporter and the estate’s managers only', async () => {
    const snag = report();
    expect(await send(resident, 'snags.report', snag)).toEqual({ id: 1, ok: true });
    const files = [await upload(resident), await upload(resident), await upload(resident), await upload(resident)];
    const mine = files[0] as { id: string; url: string };
    expect(await send(resident, 'snags.addPhoto', { snagId: snag.id, url: mine.url })).toEqual({ id: 1, ok: true });
    // The neighbour may not add to it, nor the resident add the neighbour's file.
    const theirs = await upload(neighbour);
    expect(await send(neighbour, 'snags.addPhoto', { snagId: snag.id, url: theirs.url })).toEqual({ id: 1, ok: false, error: SNAG_MESSAGES.notFound });
    expect(await send(resident, 'snags.addPhoto', { snagId: snag.id, url: theirs.url })).toEqual({ id: 1, ok: false, error: SNAG_MESSAGES.photoFailed });
    for (const file of files.slice(1, 3)) expect(await send(resident, 'snags.addPhoto', { snagId: snag.id, url: file.url })).toEqual({ id: 1, ok: true });
    expect(await send(resident, 'snags.addPhoto', { snagId: snag.id, url: files[3]?.url })).toEqual({ id: 1, ok: false, error: SNAG_MESSAGES.tooManyPhotos });

    const published = latest<Snag>((await pullAll(t.app, resident)).changes, 'snags', snag.id);
    expect(published?.photos).toEqual(files.slice(0, 3).map((f) => SNAG_API.photo(snag.id, f.id)));
    // The file is the request's now: its plain URL answers 404 even to its uploader.
    expect((await call(t.app, 'GET', mine.url, resident)).status).toBe(404);
    const photo = SNAG_API.photo(snag.id, mine.id);
    const got = await call(t.app, 'GET', photo, resident);
    expect([got.status, got.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await call(t.app, 'GET', photo, manager)).status).toBe(200);
    expect((await call(t.app, 'GET', photo, neighbour)).status).toBe(404);
    expect((await call(t.app, 'GET', photo, await otherManager())).status).toBe(404);
    expect((await call(t.app, 'GET', SNAG_API.photo(snag.id, theirs.id), resident)).status).toBe(404);
  });

  it('only the estate’s manager sets the status with a note; the reporter is notified with the case number in the title', async () => {
    const snag = report();
    expect(await send(resident, 'snags.report', snag)).toEqual({ id: 1, ok: true });
    const row = await t.ctx.db.selectFrom('snags').select('case_number').where('id', '=', snag.id).executeTakeFirstOrThrow();
    const caseNumber = String(row.case_number);
    const set = (who: Caller, body: object, id = snag.id) => call<Snag>(t.app, 'POST', SNAG_API.status(id), who, body);

    for (const who of [resident, neighbour, await otherManager()]) {
      const refused = await set(who, { status: 'RESOLVED', note: '' });
      expect([refused.status, refused.body.errorDetails?.detail]).toEqual([403, SNAG_MESSAGES.notManager]);
    }
    const bad = await set(manager, { status: 'DONE', note: '' });
    expect([bad.status, bad.body.errorDetails?.detail]).toEqual([400, SNAG_MESSAGES.statusRequired]);
    const long = await set(manager, { status: 'RESOLVED', note: 'x'.repeat(501) });
    expect([long.status, long.body.errorDetails?.detail]).toEqual([400, SNAG_MESSAGES.noteTooLong]);
    expect((await set(manager, { status: 'RESOLVED', note: '' }, 'unknown-snag-id')).status).toBe(404);
    expect(await t.ctx.db.selectFrom('notifications').select('id').where('action_id', '=', snag.id).execute()).toEqual([]);

    const done = await set(manager, { status: 'IN_PROGRESS', note: 'A plumber comes on Tuesday.' });
    expect(done.status).toBe(200);
    expect(done.body.details?.[0]).toMatchObject({ status: 'IN_PROGRESS', history: [{ status: 'IN_PROGRESS', note: 'A plumber comes on Tuesday.' }] });

    const changes = (await pullAll(t.app, resident)).changes;
    expect(latest<Snag>(changes, 'snags', snag.id)).toMatchObject({ status: 'IN_PROGRESS' });
    const note = changes
      .filter((c) => c.table === 'notifications' && c.op === 'put')
      .map((c) => c.data as Notification)
      .find((n) => n.actionID === snag.id);
    expect(note).toMatchObject({
      type: 'snag',
      title: `Snag ${caseNumber} updated`,
      description: 'Your maintenance request (Plumbing) is now in progress. Note from the estate manager: A plumber comes on Tuesday.',
    });
    expect(snagCaseNumber(note?.title)).toBe(caseNumber);
    expect(latest<Snag>((await pullAll(t.app, manager)).changes, 'snags', snag.id)).toMatchObject({ status: 'IN_PROGRESS' });
    expect((await pullAll(t.app, neighbour)).changes.some((c) => c.table === 'notifications' && (c.data as Notification | null)?.actionID === snag.id)).toBe(
      false,
    );
  });

  it('a deleted account’s requests leave the managers’ scope and their photos go with the account', async () => {
    const leaving = await makeUser(t, { roles: [{ estateId: WC, role: ROLES.resident, unitNo: '20' }] });
    const snag = report({ unitNo: '20' });
    expect(await send(leaving, 'snags.report', snag)).toEqual({ id: 1, ok: true });
    const file = await upload(leaving);
    expect(await send(leaving, 'snags.addPhoto', { snagId: snag.id, url: file.url })).toEqual({ id: 1, ok: true });
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, leaving.userId));
    expect(await t.ctx.db.selectFrom('snags').select('id').where('id', '=', snag.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('files').select('id').where('id', '=', file.id).execute()).toEqual([]);
    expect(latest<Snag>((await pullAll(t.app, manager)).changes, 'snags', snag.id)).toBeNull();
  });
});
