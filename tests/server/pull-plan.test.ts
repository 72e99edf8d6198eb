import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopes, type Scope } from '../../server/sync/change-log';
import { pageQuery } from '../../server/sync/pull';
import { buildTestApp, isPostgresAvailable, type TestApp } from '../helpers/test-app';

/**
 * A pull reads only its own rows (issue 28): with a million change-log rows over 100 estates, a
 * resident's first page and an up-to-date poll each read index entries of their own scopes only,
 * however long the log is. Checked with the plans the databases choose, not with timings.
 */

const ESTATES = 100;
const ROWS = 1_000_000;
const PAGE = 500;

/** A resident of estate 42, unit A7: the scopes a pull of theirs reads (server/sync/scopes.ts). */
const RESIDENT_SCOPES: Scope[] = [scopes.public, scopes.user('resident-42'), scopes.estate(42), scopes.unit(42, 'A7'), scopes.residents(42)].sort();

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

const postgres = await isPostgresAvailable();

describe.skipIf(!postgres)('pull plans at a million change-log rows over 100 estates (postgres)', () => {
  let t: TestApp;
  let top = 0;

  beforeAll(async () => {
    t = await buildTestApp('postgres', {}, { seed: false, jobs: false });
    // Spread over the 100 estates' scopes (estate, units, residents, gate, manager) and 5,000 users,
    // as the log of a deployment of 100 estates; the resident's own scopes hold a few hundred each.
    const base = Number((await t.ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);
    await sql`
      insert into change_log (v, scope, tbl, row_id, op, data, created_at)
      select ${base} + g,
        case g % 5
          when 0 then 'estate:' || (g % ${ESTATES})
          when 1 then 'unit:' || (g % ${ESTATES}) || ':A' || (g % 200)
          when 2 then 'gate:' || (g % ${ESTATES})
          when 3 then 'residents:' || (g % ${ESTATES})
          else 'user:resident-' || (g % 5000)
        end,
        'directory', 'row-' || g, 'put', '{"id":"x"}', 0
      from generate_series(1, ${ROWS}) as g`.execute(t.ctx.db);
    top = base + ROWS;
    await sql`update sync_state set version = ${top} where id = 1`.execute(t.ctx.db);
    await sql`analyze change_log`.execute(t.ctx.db);
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  async function explain(cursor: number): Promise<PlanNode> {
    const compiled = pageQuery(t.ctx.db, RESIDENT_SCOPES, cursor, PAGE + 1).compile();
    const { rows } = await t.ctx.db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>({
      ...compiled,
      sql: `explain (analyze, buffers, format json) ${compiled.sql}`,
    });
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error('no plan');
    return plan;
  }

  function scans(plan: PlanNode): PlanNode[] {
    return nodes(plan).filter((node) => node['Relation Name'] === 'change_log');
  }

  it("reads a resident's first page from their own scopes' index ranges, at most a page per scope", async () => {
    const plan = await explain(0);
    const reads = scans(plan);
    expect(reads).toHaveLength(RESIDENT_SCOPES.length);
    for (const scan of reads) {
      expect(scan['Node Type']).toMatch(/^Index( Only)? Scan$/);
      expect(scan['Index Name']).toBe('change_log_scope_v');
      expect(scan['Actual Rows'] ?? 0).toBeLessThanOrEqual(PAGE + 1);
    }
    const entries = reads.reduce((sum, scan) => sum + (scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1), 0);
    expect(entries).toBeLessThanOrEqual(RESIDENT_SCOPES.length * (PAGE + 1));
    // Blocks touched: a page of rows and the index pages above them, not the other estates' rows.
    expect((plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0)).toBeLessThan(3_000);
  });

  it("answers an up-to-date poll with one index probe per scope, while other estates' writes pile up after its cursor", async () => {
    await sql`
      insert into change_log (v, scope, tbl, row_id, op, data, created_at)
      select ${top} + g, 'estate:' || (1 + g % 40), 'directory', 'later-' || g, 'put', '{"id":"x"}', 0
      from generate_series(1, 20000) as g`.execute(t.ctx.db);
    await sql`update sync_state set version = ${top + 20_000} where id = 1`.execute(t.ctx.db);
    const plan = await explain(top);
    const reads = scans(plan);
    expect(reads).toHaveLength(RESIDENT_SCOPES.length);
    for (const scan of reads) {
      expect(scan['Node Type']).toMatch(/^Index( Only)? Scan$/);
      expect(scan['Actual Rows']).toBe(0);
      // Not one of the 20,000 other rows read and thrown away.
      expect(scan['Rows Removed by Filter'] ?? 0).toBe(0);
    }
    expect((plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0)).toBeLessThan(100);
  });

  it('reads a page from the middle of the log the same way: never the rows before the cursor again', async () => {
    const plan = await explain(Math.round(top / 2));
    const reads = scans(plan);
    expect(reads).toHaveLength(RESIDENT_SCOPES.length);
    const entries = reads.reduce((sum, scan) => sum + (scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1), 0);
    expect(entries).toBeLessThanOrEqual(RESIDENT_SCOPES.length * (PAGE + 1));
  });
});

describe('pull plan (sqlite)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', {}, { seed: false, jobs: false });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("searches the scope index for each of the resident's scopes and never scans the log", async () => {
    const compiled = pageQuery(t.ctx.db, RESIDENT_SCOPES, 0, PAGE + 1).compile();
    const { rows } = await t.ctx.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    const details = rows.map((row) => row.detail);
    const searches = details.filter((detail) => /SEARCH change_log USING (COVERING )?INDEX change_log_scope_v \(scope=\? AND v>\?\)/.test(detail));
    expect(searches).toHaveLength(RESIDENT_SCOPES.length);
    expect(details.filter((detail) => /SCAN change_log\b/.test(detail))).toEqual([]);
  });
});
