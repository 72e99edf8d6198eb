import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../src/contract/records';
import { ROLES } from '../../src/domain/roles';
import { saveDirectoryEntry } from '../../server/modules/directory/directory.service';
import { writeTransaction } from '../../server/sync/change-log';
import { makeEstate, makeUser, type TestUser } from '../helpers/factories';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';

const dialects = await availableDialects();

/** The directory reaches the members of its estate only, in the write's own commit. */
describe.each(dialects)('directory (%s)', (dialect) => {
  let estateA: number;
  let member: TestUser;
  let outsider: TestUser;
  const t = useTestApp(dialect, async (app) => {
    estateA = await makeEstate(app);
    const estateB = await makeEstate(app);
    member = await makeUser(app, { roles: [{ estateId: estateA, role: ROLES.resident, unitNo: '1' }] });
    outsider = await makeUser(app, { roles: [{ estateId: estateB, role: ROLES.resident, unitNo: '2' }] });
  });

  const entry = (id: string, estateID: number, name: string): DirectoryEntry => ({ id, estateID, category: 'general', name, phone: '011 000 0000', email: '', description: '' });
  const directoryOf = async (user: TestUser) => (await pullAll(t.app, user)).changes.filter((c) => c.table === 'directory');

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
