import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import { hashPassword } from '../server/auth/passwords';
import { openDb } from '../server/db/database';
import { assembleHooks, modules } from '../server/modules';
import { insertUserWithRoles } from '../server/seed/demo-users';
import { DEMO_PEOPLE_CONFIG } from '../server/seed/demo-people-config';
import { writeTransaction } from '../server/sync/change-log';

/** A person a test adds to the demo estate (Willow Creek, 91) as a resident holding `unitNo`. */
export type NewResident = { email: string; password: string; firstName: string; lastName: string; mobile: string; unitNo: string };

/** New residents of Willow Creek, each holding their unit, made through the seed's own code (every row published). */
export async function addResidents(dataDir: string, people: readonly NewResident[]): Promise<void> {
  const { db } = openDb({ dataDir });
  try {
    for (const { unitNo, password, ...user } of people) {
      await writeTransaction(db, async (trx) =>
        insertUserWithRoles(trx, assembleHooks(modules), {
          ...user,
          passwordHash: await hashPassword(password),
          defaultEstateId: 91,
          userType: 'resident',
          roles: [{ estateId: 91, role: 'resident', unitNo, accessControl: true }],
        }),
      );
    }
  } finally {
    await db.destroy();
  }
}

/**
 * As the estate manager, through the spec's calls: saves the demo people configuration (Main Gate
 * the first estate zone, the day options) and a unit's limits.
 */
export async function setUnitLimits(serverUrl: string, unitNo: string, limits: { allowedVisitors: number; noOfAssociatesPerUnit?: number }): Promise<void> {
  const signIn = await fetch(`${serverUrl}${API.signIn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userEmail: 'manager@example.com', userPassword: 'Manager#2026' }),
  });
  const token = ((await signIn.json()) as { details: { accessToken: string }[] }).details[0]?.accessToken ?? '';
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const config = await fetch(`${serverUrl}${API.peopleConfig}?estateID=91`, { method: 'PUT', headers, body: JSON.stringify(DEMO_PEOPLE_CONFIG[91]) });
  assert.equal(config.status, 200, await config.text());
  const unit = await fetch(`${serverUrl}${API.unitLimits}?estateID=91`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      unitNo,
      standNo: unitNo,
      isLettingUnit: false,
      noOfAssociatesPerUnit: limits.noOfAssociatesPerUnit ?? 2,
      allowedVisitors: limits.allowedVisitors,
      maxGuests: 0,
    }),
  });
  assert.equal(unit.status, 200, await unit.text());
}

/** Picks a document type in the spec's 'Select Document Type:' modal (the person form's Document type field opens it). */
export async function chooseDocumentType(page: Page, type: string): Promise<void> {
  await page.getByRole('button', { name: /^Document type/i }).click();
  const modal = page.getByRole('dialog', { name: 'Select Document Type:' });
  await modal.getByRole('radio', { name: type, exact: true }).check();
  await modal.getByRole('button', { name: 'Confirm' }).click();
}
