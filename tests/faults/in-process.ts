import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbDialect } from '../../server/db/database';
import { buildTestApp, isPostgresAvailable, type TestApp } from '../helpers/test-app';
import { matrixSettings, openMatrix, phaseMs, runMatrix, type Matrix } from './runner';
import { insertScheduleUsers, makeWorldData } from './world';

/**
 * One vitest file's matrix against the real server in this process (buildTestApp: every module,
 * migrated database, listening on a loopback port), driven over real HTTP by the client code.
 */
export function describeMatrix(dialect: DbDialect, defaultRuns: number, file: string): void {
  const settings = matrixSettings(defaultRuns);
  describe(`no-data-lost fault matrix on ${dialect}`, () => {
    let t: TestApp | undefined;
    let m: Matrix | undefined;
    let available = true;
    beforeAll(async () => {
      if (dialect === 'postgres' && !(await isPostgresAvailable())) {
        available = false;
        return;
      }
      t = await buildTestApp(dialect, {}, { seed: false });
      const server = t;
      const data = await makeWorldData(server);
      const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
      m = await openMatrix({ label: dialect, db: server.ctx.db, target: () => base, tokenSecret: server.ctx.tokenSecret, ...data, makeUsers: (seed) => insertScheduleUsers(server, data.estateId, seed) });
    });
    afterAll(async () => {
      m?.close();
      for (const device of m?.devices ?? []) {
        device.client.engine.stopSync();
        await device.client.engine.syncIdle();
        device.client.db.close();
      }
      await t?.close();
    });
    it(`${settings.runs} schedules from seed ${settings.base}: every saved write on the server once, every refused one shown refused, nothing else changed`, async (context) => {
      if (!available || !m) {
        context.skip();
        return;
      }
      const cpu = process.cpuUsage();
      const run = await runMatrix(m, settings, {}, `npx vitest run ${file}`);
      const [failure] = run.failures;
      console.log(`fault matrix (${dialect}): ${failure ? `failed at schedule ${failure.index + 1} of ${run.runs}` : `${run.runs} schedules passed`} from seed ${run.base} in ${(run.ms / 1000).toFixed(1)} s (${((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e6).toFixed(1)} s of CPU in this worker)`);
      if (process.env.FAULT_MATRIX_TRACE) console.log([...phaseMs].map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`).join(', '));
      if (failure) throw new Error(failure.message);
      expect(run.failures).toEqual([]);
    }, 600_000);
  });
}
