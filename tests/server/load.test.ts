import { describe, expect, it } from 'vitest';
import { formatReport, runLoad } from '../../bench/load';
import { FLEET_DEFAULTS, formatFleetReport } from '../../bench/fleet-report';
import { runFleet } from '../../bench/load-fleet';
import { isPostgresAvailable, PG_URL } from '../helpers/postgres';

/**
 * The load run of `npm run load` (bench/load.ts) with small numbers: the real server in a child
 * process, pull, push and sign-in under concurrency, 100 SSE clients held while pushes flow.
 * Asserts the checks, never a timing: no 5xx, no connection error, nothing in the server's error
 * log, every poke delivered to every client, the server alive and answering afterwards.
 */
describe('load (bounded)', () => {
  it('answers pull, push and sign-in under concurrency without a 5xx and pokes every SSE client', async () => {
    const report = await runLoad({ sseClients: 100, seconds: 2, connections: [8], settleSeconds: 0, signInsPerConnection: 1, log: () => undefined });
    const summary = formatReport(report);
    expect(report.failures, summary).toEqual([]);
    expect(report.serverExit, summary).toBeNull();
    const phases = report.rows.map((r) => r.phase);
    expect(phases, summary).toEqual([
      'pull (first page from 0)',
      'pull (delta at head)',
      'push (contacts.save)',
      'push with 100 SSE clients',
      'sign-in (right password)',
    ]);
    for (const row of report.rows) {
      expect(
        Object.keys(row.statuses).filter((code) => code.startsWith('5')),
        summary,
      ).toEqual([]);
      if (!row.phase.startsWith('sign-in')) expect(row.errors, summary).toBe(0);
    }
    const pushes = report.rows.filter((r) => r.phase.startsWith('push'));
    expect(
      pushes.every((r) => (r.applied ?? 0) > 0),
      summary,
    ).toBe(true);
    const sse = report.sse;
    expect(sse?.connected, summary).toBe(100);
    expect(sse?.dropped, summary).toBe(0);
    expect(sse?.missing, summary).toEqual([]);
    expect(sse?.delivered, summary).toBe(sse?.expected);
    expect(sse?.distinctPokes ?? 0, summary).toBeGreaterThan(0);
    expect(sse?.behindHead, summary).toBe(0);
  }, 180_000);
});

/**
 * The fleet mode of `npm run load -- --fleet` (bench/load-fleet.ts) at its smallest: three estates of four units on
 * a scratch PostgreSQL database, three server processes. Asserts that every figure was measured, never its value.
 */
describe.skipIf(!(await isPostgresAvailable()))('load, fleet mode (bounded)', () => {
  it('seeds a fleet, runs three processes and measures push, pokes, database time and first-sync bytes', async () => {
    const report = await runFleet({
      ...FLEET_DEFAULTS,
      estates: 3,
      units: 4,
      bigEstateMembers: 12,
      gateLogPerUnit: 2,
      idleSeconds: 1,
      pushDevices: 4,
      streamsPerEstate: 3,
      streamEstates: 3,
      writes: 3,
      noticeTimeoutSeconds: 30,
      databaseUrl: PG_URL,
      log: () => undefined,
    });
    const summary = formatFleetReport(report);
    expect(report.failures, summary).toEqual([]);
    expect(report.seed.logRows, summary).toBeGreaterThan(500);
    expect(report.push?.idle.pushes ?? 0, summary).toBeGreaterThan(0);
    expect(Object.keys(report.push?.idle.statuses ?? {}), summary).toEqual(['200']);
    expect(report.push?.notice.delivered, summary).toBe(report.push?.notice.members);
    expect(report.pokes?.connected, summary).toBe(9);
    expect(report.pokes?.dropped, summary).toBe(0);
    expect(report.pokes?.inScopeReceived ?? 0, summary).toBeGreaterThan(0);
    expect(report.db?.length, summary).toBe(4);
    for (const time of report.db ?? []) {
      expect(time.firstPage.rows, summary).toBeGreaterThan(0);
      expect(
        time.firstPage.queries.some((q) => q.table === 'change_log'),
        summary,
      ).toBe(true);
      expect(time.poll.totalMs, summary).toBeGreaterThan(0);
    }
    for (const sync of [report.bytes?.resident, report.bytes?.guard]) {
      expect(sync?.rows ?? 0, summary).toBeGreaterThan(0);
      expect(
        sync?.wire.map((w) => w.accept),
        summary,
      ).toEqual(['identity', 'gzip', 'br']);
      expect(sync?.brotli4Bytes ?? 0, summary).toBeLessThan(sync?.jsonBytes ?? 0);
    }
  }, 240_000);
});
