import { describe, expect, it } from 'vitest';
import { formatReport, runLoad } from '../../bench/load';

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
