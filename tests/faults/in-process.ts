import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbDialect } from '../../server/db/database';
import { buildTestApp, isPostgresAvailable, type TestApp } from '../helpers/test-app';
import { matrixSettings, openMatrix, phaseMs, runMatrix, type Matrix } from './runner';
import type { InjectOptions } from 'fastify';
import { API } from '../../src/contract/api-paths';
import { encodeForm } from '../../server/modules/payments/payweb3';
import { estateDate } from '../../src/domain/estate-time';
import { makeUser } from '../helpers/factories';
import { payOnSandboxCardPage } from '../helpers/sandbox-card';
import { insertScheduleUsers, LEVY_BILL_CENTS, makeWorldData, type PaymentsSide } from './world';

/** The gateway's and the payer's browser side of a payment, on the in-process server (the estate manager imports the bills). */
async function paymentsSide(server: TestApp, estateId: number): Promise<PaymentsSide> {
  const manager = await makeUser(server, { firstName: 'Manager', roles: [{ estateId, role: 'estateManager' }] });
  const inject = async (opts: InjectOptions, what: string) => {
    const res = await server.app.inject(opts);
    if (res.statusCode >= 400) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res;
  };
  return {
    async levyFor(seed, unitNo) {
      const account = `FM-${seed}`;
      const period = estateDate().slice(0, 7);
      const csv = [
        'accountNumber,unitNo,accountName,period,amount,dueDate,statementFile',
        `${account},${unitNo},Owner,${period},${(LEVY_BILL_CENTS / 100).toFixed(2)},${period}-28,`,
      ].join('\n');
      await inject(
        {
          method: 'POST',
          url: `${API.billImport}?estateID=${estateId}`,
          headers: { authorization: `Bearer ${manager.token}` },
          payload: { csv, statements: [] },
        },
        'levy import',
      );
      return account;
    },
    async setSandboxFaults(faults) {
      await inject({ method: 'POST', url: API.paygateSandboxSwitches, payload: { faults } }, 'sandbox switches');
    },
    async payOnCardPage(payRequestId, fields, card) {
      return (await payOnSandboxCardPage(server.app, payRequestId, fields, card)).fields;
    },
    async postReturn(fields) {
      await inject(
        {
          method: 'POST',
          url: API.paymentReturn,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: encodeForm(Object.entries(fields)),
        },
        'return page',
      );
    },
    async deliverHeldNotifies() {
      await inject({ method: 'POST', url: API.paygateSandboxNotifies }, 'held notifies');
    },
  };
}

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
      const payments = await paymentsSide(server, data.estateId);
      m = await openMatrix({
        label: dialect,
        db: server.ctx.db,
        target: () => base,
        tokenKeys: server.ctx.tokenKeys,
        ...data,
        payments,
        makeUsers: (seed) => insertScheduleUsers(server, data.estateId, seed),
      });
    });
    afterAll(async () => {
      await m?.close();
      await t?.close();
    });
    it(`${settings.runs} schedules from seed ${settings.base}: every saved write on the server once, every refused one shown refused, nothing else changed`, async (context) => {
      if (!available || !m) {
        context.skip();
        return;
      }
      const cpu = process.cpuUsage();
      const run = await runMatrix(m, settings, { payments: true }, `npx vitest run ${file}`);
      const [failure] = run.failures;
      console.log(
        `fault matrix (${dialect}): ${failure ? `failed at schedule ${failure.index + 1} of ${run.runs}` : `${run.runs} schedules passed`} from seed ${run.base} in ${(run.ms / 1000).toFixed(1)} s (${((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e6).toFixed(1)} s of CPU in this worker)`,
      );
      if (process.env.FAULT_MATRIX_TRACE) console.log([...phaseMs].map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`).join(', '));
      if (failure) throw new Error(failure.message);
      expect(run.failures).toEqual([]);
    }, 600_000);
  });
}
