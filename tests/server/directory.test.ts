import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../src/contract/records';
import { ROLES } from '../../src/domain/roles';
import { saveDirectoryEntry } from '../../server/modules/directory/directory.service';
import { writeTransaction } from '../../server/sync/change-log';
import { makeEstate, makeUser, type TestUser } from '../helpers/factories';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';

const dialects = await availableDialects();

/** The directory reaches the members of its estate only, in the write's own commit. */
describe.each(dialects)('directory (%s)', (dialect) => {
  let t: TestApp;
  let estateA: number;
  let estateB: number;
  let member: TestUser;
  let outsider: TestUser;

  const entry = (id: string, estateID: number, name: string): DirectoryEntry => ({ id, estateID, category: 'general', name, phone: '011 000 0000', email: '', description: '' });
  const directoryOf = async (user: TestUser) => (await pullAll(t.app, user)).changes.filter((c) => c.table === 'directory');

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false });
    estateA = await makeEstate(t);
    estateB = await makeEstate(t);
    member = await makeUser(t, { roles: [{ estateId: estateA, role: ROLES.resident, unitNo: '1' }] });
    outsider = await makeUser(t, { roles: [{ estateId: estateB, role: ROLES.resident, unitNo: '2' }] });
  });
  afterAll(async () => {
    await t.close();
  });

  it("publishes an entry to its estate's members and to no one else", async () => {
    await writeTransaction(t.ctx.db, (trx) => saveDirectoryEntry(trx, entry('dir-a', estateA, 'Estate office')));
    expect((await directoryOf(member)).map((c) => [c.id, c.op, c.data?.name])).toEqual([['dir-a', 'put', 'Estate office']]);
    expect(await directoryOf(outsider)).toEqual([]);
  });

  it('replaces an entry saved again under its id (one row, the latest data)', async () => {
    await writeTransaction(t.ctx.db, (trx) => saveDirectoryEntry(trx, entry('dir-a', estateA, 'Estate office (after hours)')));
    expect((await directoryOf(member)).map((c) => c.data?.name)).toEqual(['Estate office (after hours)']);
    const rows = await t.ctx.db.selectFrom('directory_entries').select(['id', 'estate_id']).where('id', '=', 'dir-a').execute();
    expect(rows.map((r) => [r.id, Number(r.estate_id)])).toEqual([['dir-a', estateA]]);
  });
});
