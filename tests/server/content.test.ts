import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { CONTENT_KIND_NAMES, type ContentKind } from '../../src/contract/content';
import type { Change } from '../../src/contract/sync';
import { ROLES } from '../../src/domain/roles';
import { CONTENT_MESSAGES } from '../../src/i18n/en/content';
import { makeEstate, makeUser, type TestUser } from '../helpers/factories';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { deleteContent, importContent, pdfBytes, pngBytes, putContent, sampleInput, uploadAs } from './content-helpers';
import { call, JPEG } from './people-helpers';

const dialects = await availableDialects();

/** The latest state of each row of `table` a user's devices hold after pulling everything. */
function rowsOf(changes: Change[], table: string): Map<string, Record<string, unknown>> {
  const rows = new Map<string, Record<string, unknown>>();
  for (const c of changes.filter((change) => change.table === table)) {
    if (c.op === 'del') rows.delete(String(c.id));
    else rows.set(String(c.id), c.data as Record<string, unknown>);
  }
  return rows;
}

describe.each(dialects)('the estate content (%s)', (dialect) => {
  let estate: number;
  let otherEstate: number;
  let manager: TestUser;
  let otherManager: TestUser;
  let resident: TestUser;
  let neighbour: TestUser;
  let guard: TestUser;
  let visitor: TestUser;
  let outsider: TestUser;
  const t = useTestApp(dialect, async (app) => {
    estate = await makeEstate(app);
    otherEstate = await makeEstate(app);
    [manager, otherManager, resident, neighbour, guard, visitor, outsider] = await Promise.all([
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.estateManager }] }),
      makeUser(app, { roles: [{ estateId: otherEstate, role: ROLES.estateManager }] }),
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.resident, unitNo: '12' }] }),
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.owner, unitNo: '14' }] }),
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.guard }] }),
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.visitor }] }),
      makeUser(app, { roles: [{ estateId: otherEstate, role: ROLES.resident, unitNo: '12' }] }),
    ]);
  });

  const pulled = async (who: TestUser, table: string) => rowsOf((await pullAll(t.app, who)).changes, table);
  const image = async (who: TestUser = manager) => (await uploadAs(t.app, who, pngBytes(), 'image/png')).url;
  const pdf = async (who: TestUser = manager) => (await uploadAs(t.app, who, await pdfBytes(), 'application/pdf')).url;
  const idOf = (kind: ContentKind, id: string) => (kind === 'sitePlans' || kind === 'themes' ? String(estate) : id);

  it('saves each kind, answers it as stored, and its members pull it', async () => {
    const files = { image: await image(), pdf: await pdf() };
    await putContent(t.app, manager, estate, 'documentCategories', 'cat-rules', sampleInput('documentCategories'));
    for (const kind of CONTENT_KIND_NAMES) {
      const id = idOf(kind, `first-${kind}`);
      const res = await putContent(t.app, manager, estate, kind, id, sampleInput(kind, files));
      expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(200);
      const answer = res.body.details?.[0];
      expect(answer?.table).toBe(kind);
      expect(answer?.record).toMatchObject({ estateID: estate, updatedAt: expect.any(Number) });
      const rows = await pulled(kind === 'documents' ? resident : visitor, kind);
      expect(rows.get(kind === 'sitePlans' || kind === 'themes' ? String(estate) : id), kind).toEqual(answer?.record);
    }
  });
});
