import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { screenshot, SHOTS } from './harness';
import { expect, queryServer, test } from './fixtures';

/**
 * The operator in Chromium at 1366 x 800: a one-time set-up link made with
 * `npm run operator -- add <email>` on the running server's database (the e2e server runs the demo
 * seed, whose start prints a first-operator link too), the account from the link, the console at
 * /operator (the demo estates in a table, no tab bar), a new estate created and edited, archived
 * (gone from the public list, marked in the table). A resident opening /operator is told it is not
 * available. Screenshots land in e2e-output/.
 */
test.use({ viewport: { width: 1366, height: 800 } });

const EMAIL = 'operator@example.com';
const PASSWORD = 'Operator#2026';

test('the first operator sets up their account from the link, creates, edits and archives an estate', async ({ page, server }) => {
  test.setTimeout(150_000);
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', 'add', EMAIL], {
    env: { ...process.env, DATA_DIR: server.dataDir, PUBLIC_URL: server.url },
    encoding: 'utf8',
  });
  const link = /(http\S+\/setup\?token=\S+)/.exec(printed)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link ?? '');
  const form = page.getByRole('form', { name: 'Set up the operator account' });
  await expect(form.getByLabel('E-mail')).toHaveValue(EMAIL);
  await form.getByLabel('First name').fill('Olwethu');
  await form.getByLabel('Last name').fill('Ndlovu');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create the operator account' }).click();
  await expect(form.getByRole('alert')).toContainText('at least');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create the operator account' }).click();

  // The console: the demo estates (published to the operator scope at boot), no resident tab bar.
  await page.waitForURL('**/operator');
  const table = page.getByTestId('operator-estates');
  await expect(table.getByRole('link', { name: 'Willow Creek Estate' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await screenshot(page, 'operator-01-estates');

  // Create.
  await page.getByRole('button', { name: 'Create estate' }).click();
  await page.waitForURL('**/operator/new');
  await page.getByLabel('Estate name').fill('Acacia Heights');
  await page.getByLabel('Time zone').fill('Mars/Olympus');
  await page.getByLabel('City').fill('Durban');
  await page.getByLabel('Suburb').fill('Umhlanga');
  await page.getByLabel('Support e-mail').fill('help@acacia.example');
  await page.getByRole('button', { name: 'Create estate' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a time zone from the list (for example Africa/Johannesburg).');
  await page.getByLabel('Time zone').fill('Africa/Johannesburg');
  await page.getByRole('button', { name: 'Create estate' }).click();
  await page.waitForURL(/\/operator\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Acacia Heights', level: 2 })).toBeVisible();

  // Edit: a gate setting, a tile of the owner's home screen, the contact e-mail, the control room's number.
  await page.getByLabel('Refresh interval (seconds, 0 = off)').fill('600');
  await page.getByLabel('Contact e-mail').fill('office@acacia.example');
  await page.getByLabel('Control room number').fill('031 555 0199');
  const owner = page.getByRole('group', { name: 'owner' });
  await owner.getByLabel('Buy & Rent').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('operator-saved')).toBeVisible();
  const estateId = Number(new URL(page.url()).pathname.split('/').pop());
  const [row] = queryServer<{ refresh_interval: number; contact_email: string; control_room_number: string }>(
    server,
    'select refresh_interval, contact_email, control_room_number from estates where id = ?',
    [estateId],
  );
  expect(row).toEqual({ refresh_interval: 600, contact_email: 'office@acacia.example', control_room_number: '031 555 0199' });
  const [tile] = queryServer<{ data: string }>(server, "select data from tiles where estate_id = ? and id like '%:owner:home:buy-rent'", [estateId]);
  expect(JSON.parse(tile?.data ?? '{}')).toMatchObject({ tileEnabled: false });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, 'operator-02-estate.png') });

  // Archive: gone from the public list, marked in the operator's table.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Archive estate' }).click();
  await expect(page.getByTestId('operator-estate-status')).toHaveText('Archived');
  const publicList = await (await fetch(`${server.url}/sdk/estates`)).text();
  expect(publicList).not.toContain('Acacia Heights');
  await page.getByRole('button', { name: /All estates/ }).click();
  await expect(table.getByRole('row', { name: /Acacia Heights/ })).toContainText('Archived');
  await screenshot(page, 'operator-03-archived');
});

test('a resident opening /operator is told it is not available', async ({ page, signedInAs }) => {
  await signedInAs('resident');
  await page.goto('/operator');
  await expect(page.getByTestId('operator-not-available')).toHaveText('The operator console is not available for this account.');
});
