import type { Page } from 'playwright-core';

/** Page steps shared by the manager and operator console e2e files. */

/**
 * Opens the manager console's page holding `testId` (a section of `group`): /manager/<group> once
 * the console has a page per group, else the one long /manager page.
 */
export async function openConsoleSection(page: Page, group: string, testId: string): Promise<void> {
  await page.goto(`/manager/${group}`);
  const section = page.getByTestId(testId);
  try {
    await section.waitFor({ timeout: 8_000 });
  } catch {
    await page.goto('/manager');
    await section.waitFor({ timeout: 20_000 });
  }
}

/** Chooses a CSV file (its text) in the units import panel (the manager's Units section or the operator's Units panel). */
export async function chooseUnitsCsv(page: Page, csv: string): Promise<void> {
  await page
    .getByTestId('unit-import')
    .getByLabel('CSV file')
    .setInputFiles({ name: 'units.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}
