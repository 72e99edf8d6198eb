import type { Page } from '@playwright/test';
import { generateSchedule, describeSchedule, type Step } from '../tests/faults/schedule';
import { test, expect, queryServer } from './fixtures';

/**
 * The fault matrix's Chromium sample: a few seeds of the same generator as the fake-indexeddb runs
 * (tests/faults), reduced to what a browser takes: the network cut and restored (offline, online,
 * flapping), pushes failed by the server before anything is applied (serverControl.failNextPushes),
 * the server stopped and started again, the tab reloaded with a full outbox. Every write is a
 * vehicle added on /Vehicles as a user would, by a fresh user per seed. After the heal (online, the
 * outbox flushed) the invariant: every write is on the server exactly once, none is left pending,
 * the user has no other vehicle there, and the screen lists exactly the saved ones.
 * FAULT_MATRIX_SEED and FAULT_MATRIX_RUNS as for the vitest runs (default: 5 seeds from 1).
 */
const base = Number(process.env.FAULT_MATRIX_SEED ?? 1);
const runs = Number(process.env.FAULT_MATRIX_RUNS ?? 5);
const seeds = Array.from({ length: Math.min(runs, 20) }, (_, i) => base + i);

async function addVehicle(page: Page, model: string, registration: string): Promise<void> {
  await page.goto('/Vehicles');
  await page.getByRole('button', { name: 'add vehicle' }).click();
  await page.getByLabel('Vehicle Make', { exact: true }).fill('Fault');
  await page.getByLabel('Model', { exact: true }).fill(model);
  await page.getByLabel('Registration Number', { exact: true }).fill(registration);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/Vehicles');
  await expect(page.getByText(`Fault ${model}`)).toBeVisible();
}

for (const seed of seeds) {
  test(`fault matrix in Chromium, seed ${seed}`, async ({ page, server, signedInAs, network, serverControl, flushOutbox, outboxSize }) => {
    test.setTimeout(240_000);
    const schedule = generateSchedule(seed, { browser: true, kills: true, maxSteps: 6 });
    const replay = `replay with FAULT_MATRIX_SEED=${seed} FAULT_MATRIX_RUNS=1 npx playwright test e2e/fault-matrix.test.ts`;
    const me = await signedInAs('fresh');
    const written: string[] = [];
    let online = true;
    const run = async (step: Step, index: number) => {
      switch (step.kind) {
        case 'write': {
          const registration = `FM ${seed}-${index}`;
          await addVehicle(page, `M${seed}x${index}`, registration);
          written.push(registration);
          return;
        }
        case 'net':
          if (step.mode === 'down' || step.mode === 'flap') {
            await network.offline();
            online = false;
          }
          if (step.mode === 'up' || step.mode === 'flap') {
            await network.online();
            online = true;
          }
          return;
        case 'faults':
          await serverControl.failNextPushes(step.faults.length, 503);
          return;
        case 'flush':
          if (online) await page.evaluate(() => window.dispatchEvent(new Event('online')));
          return;
        case 'pull':
          await page.goto('/Vehicles');
          return;
        case 'reload':
          await page.reload();
          return;
        case 'kill':
          await serverControl.restart();
          return;
        default:
          return;
      }
    };
    try {
      for (const [index, step] of schedule.steps.entries()) await run(step, index);
      // The heal: network up, server answering, the outbox flushed.
      await serverControl.failNextPushes(0);
      await network.online();
      await flushOutbox();
      expect(await outboxSize()).toBe(0);
      const userId = queryServer<{ id: string }>(server, 'select id from users where email = ?', [me.email])[0]?.id;
      const rows = queryServer<{ registration_number: string }>(server, 'select registration_number from vehicles where user_id = ?', [userId]);
      for (const registration of written) expect(rows.filter((r) => r.registration_number === registration).length, `${registration} on the server`).toBe(1);
      expect(rows.map((r) => r.registration_number).sort(), 'the user has no other vehicle on the server').toEqual([...written].sort());
      await page.goto('/Vehicles');
      for (const [index] of written.entries()) await expect(page.getByText(/^Fault M/).nth(index)).toBeVisible();
      await expect(page.getByText(/^Fault M/)).toHaveCount(written.length);
    } catch (error) {
      throw new Error(
        `fault matrix (Chromium): seed ${seed} failed: ${error instanceof Error ? error.message : String(error)}\n${describeSchedule(schedule)}\n${replay}`,
      );
    }
  });
}
