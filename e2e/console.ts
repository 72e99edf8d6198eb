import type { Page } from 'playwright-core';

/** Page steps shared by the manager and operator console e2e files. */

/** Opens the manager console's page of `group` (/manager/<group>) and waits for its section `testId`. */
export async function openConsoleSection(page: Page, group: string, testId: string): Promise<void> {
  await page.goto(`/manager/${group}`);
  await page.getByTestId(testId).waitFor({ timeout: 30_000 });
}

/** Chooses a CSV file (its text) in the units import panel (the manager's Units section or the operator's Units panel). */
export async function chooseUnitsCsv(page: Page, csv: string): Promise<void> {
  await page
    .getByTestId('unit-import')
    .getByLabel('CSV file')
    .setInputFiles({ name: 'units.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}
