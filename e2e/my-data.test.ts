import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { API } from '../src/contract/api-paths';
import type { Associate } from '../src/contract/people';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

/** Every key anywhere in a parsed JSON value. */
function keysOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.push(key);
      keysOf(inner, into);
    }
  }
  return into;
}

test.describe("'Download my data' on the profile", () => {
  test('the resident downloads a JSON file with their e-mail and their associates, no password hash; offline the row says so', async () => {
    test.setTimeout(180_000);
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
      await waitForServiceWorkerControl(page);

      // What the server holds: the resident's associates (REST list) and their password hash (the database).
      const signIn = await fetch(`${product.server.url}${API.signIn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userEmail: 'resident@example.com', userPassword: 'Resident#2026' }),
      });
      const session = ((await signIn.json()) as { details: Array<{ accessToken: string; user: { uid: string } }> }).details[0]!;
      const listed = await fetch(`${product.server.url}${API.associates}?userID=${session.user.uid}&estateID=91&unitNo=12`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      const associates = ((await listed.json()) as { details: Associate[] }).details;
      assert.ok(associates.length >= 3, `the demo resident has associates (${associates.length})`);
      const database = new SQLite(path.join(product.server.dataDir, 'estate.sqlite'), { readonly: true, fileMustExist: true });
      const { password_hash: passwordHash } = database.prepare('select password_hash from users where email = ?').get('resident@example.com') as {
        password_hash: string;
      };
      database.close();
      assert.ok(passwordHash.length > 20);

      await page.locator('.tabbar').getByRole('link', { name: 'Profile' }).click();
      await page.waitForURL('**/profile');
      const row = page.getByRole('button', { name: 'Download my data' });
      await row.waitFor();
      await screenshot(page, 'my-data-profile');
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), row.click()]);
      assert.equal(download.suggestedFilename(), 'my-data.json');
      const file = await download.path();
      const text = fs.readFileSync(file, 'utf8');
      await page.getByText('Your data was saved as my-data.json.').waitFor();

      const data = JSON.parse(text) as { producedFor: { email: string }; tables: Record<string, Array<Record<string, unknown>>> };
      assert.equal(data.producedFor.email, 'resident@example.com');
      assert.ok(text.includes('"resident@example.com"'));
      // Each associate of the unit is in the file, by its id and name.
      for (const associate of associates) {
        assert.ok(text.includes(associate.pkiAssociateID), `associate ${associate.pkiAssociateID} in the file`);
        assert.ok(text.includes(associate.firstName) && text.includes(associate.lastName), `${associate.firstName} ${associate.lastName} in the file`);
      }
      assert.ok((data.tables.associates ?? []).length >= associates.length, 'the associates table is exported');
      // No password hash: neither its value nor a key naming it.
      assert.equal(text.includes(passwordHash), false);
      assert.equal(
        keysOf(data).some((key) => /password|hash/i.test(key)),
        false,
      );

      // Offline the row is not offered and says why.
      await context.setOffline(true);
      await page.getByTestId('profile-my-data').getByText('You are offline').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Download my data' }).count(), 0);
      await screenshot(page, 'my-data-offline');
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });
});
