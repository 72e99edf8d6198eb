import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { chooseUnitsCsv, openConsoleSection } from './console';
import { newContext, SHOTS, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { queryServer, test, useProduct } from './fixtures';

const product = useProduct();

/** 20 units T101..T120 in blocks A and B; `bad` replaces one row's type with one the import does not know. */
function unitsCsv(bad: boolean): string {
  const rows = Array.from({ length: 20 }, (_, i) => `T${101 + i},${i < 10 ? 'A' : 'B'},${bad && i === 4 ? 'castle' : i % 2 ? 'apartment' : 'townhouse'},`);
  return ['Unit number,Block,Type,Owner e-mail', ...rows].join('\n');
}

/** The screen as the manager sees it (the viewport, the units section in view), in e2e-output/. */
async function shot(page: Page, name: string, scrollTo = 'units-admin'): Promise<void> {
  await page.getByTestId(scrollTo).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const rowOf = (page: Page, unitNo: string) =>
  page
    .getByTestId('units-table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: unitNo, exact: true }) });

test.describe('units in the manager console', () => {
  test('the demo manager imports 20 units (a bad row shown first), finds one, edits its block and archives it', async () => {
    test.setTimeout(180_000);
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 1366, height: 800 });
      await signInThroughUi(page, 'manager@example.com', 'Manager#2026');
      await openConsoleSection(page, 'people', 'units-admin');
      const units = page.getByTestId('units-admin');
      await units.getByRole('heading', { name: 'Units' }).scrollIntoViewIfNeeded();

      // A file with one bad row: the preview names the problem and Import stays disabled; nothing written.
      await units.getByTestId('units-import').click();
      const dialog = page.getByTestId('unit-import');
      await chooseUnitsCsv(page, unitsCsv(true));
      await dialog.getByTestId('unit-import-check').click();
      await dialog.getByText('1 row(s) have a problem.', { exact: false }).waitFor();
      await dialog.getByText('Unknown type "castle": use house, apartment, townhouse, stand or other.').waitFor();
      assert.equal(await dialog.getByTestId('unit-import-run').isDisabled(), true);
      await dialog.getByTestId('unit-import-rows').scrollIntoViewIfNeeded();
      await shot(page, 'units-import-problem-1366', 'unit-import');
      assert.deepEqual(queryServer(product.server, "select count(*) as n from units where unit_no like 'T1%'"), [{ n: 0 }]);

      // Fixed: all 20 ready, imported.
      await chooseUnitsCsv(page, unitsCsv(false));
      await dialog.getByTestId('unit-import-check').click();
      await dialog.getByText('All 20 rows are ready.', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Import 20 units' }).click();
      await units.getByText('20 units imported. 0 owner(s) invited.').waitFor();
      assert.deepEqual(queryServer(product.server, "select count(*) as n from units where unit_no like 'T1%'"), [{ n: 20 }]);

      // Search for one; edit its block.
      await units.getByRole('searchbox').fill('T107');
      const row = rowOf(page, 'T107');
      await row.getByRole('cell', { name: 'A', exact: true }).waitFor({ timeout: 20_000 });
      await row.getByRole('button', { name: 'Edit unit T107' }).click();
      const form = page.getByTestId('unit-form');
      await form.getByLabel('Block (optional)').fill('C');
      await form.getByRole('button', { name: 'Save unit' }).click();
      await units.getByText('Unit T107 saved.').waitFor();
      await row.getByRole('cell', { name: 'C', exact: true }).waitFor({ timeout: 20_000 });

      // Archive it: the row says so, and the archived filter finds it.
      await row.getByRole('button', { name: 'Edit unit T107' }).click();
      await form.getByTestId('unit-archive').click();
      await units.getByText('Unit T107 archived.').waitFor();
      await row.getByText('Archived').waitFor({ timeout: 20_000 });
      assert.deepEqual(queryServer(product.server, "select block, archived_at > 0 as archived from units where unit_no = 'T107'"), [
        { block: 'C', archived: 1 },
      ]);
      await units.getByRole('searchbox').fill('');
      await units.getByRole('combobox', { name: 'Status' }).selectOption('archived');
      await rowOf(page, 'T107').waitFor();
      await units.getByRole('combobox', { name: 'Status' }).selectOption('');
      await units.getByRole('combobox', { name: 'Block' }).selectOption('B');
      await rowOf(page, 'T120').waitFor();
      await shot(page, 'units-list-1366');

      // Offline: the list renders from the device.
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.reload();
      await units.waitFor({ timeout: 20_000 });
      await units.getByRole('searchbox').fill('T11');
      await rowOf(page, 'T115').waitFor({ timeout: 20_000 });
      await context.setOffline(false);

      // A phone's width.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await units.waitFor({ timeout: 20_000 });
      await units.getByRole('searchbox').fill('T1');
      await rowOf(page, 'T101').waitFor({ timeout: 20_000 });
      await units.scrollIntoViewIfNeeded();
      await shot(page, 'units-list-390');
      await units.getByTestId('units-add').click();
      await page.getByTestId('unit-form').waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'units-add-390.png') });
    } finally {
      await context.close();
    }
  });
});
