import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations } from './accessibility';
import { screenshot, SHOTS, watchContentSecurityPolicy } from './harness';
import { expect, queryServer, test, afterThisTest } from './fixtures';

/**
 * Maintenance requests in Chromium on a 390 px phone: the demo resident opens Maintenance from
 * the home tiles (an empty list), goes OFFLINE and reports a leak with a photo; the request is on
 * the device (also after a reload) and waits in the outbox. Back online it reaches the server once
 * and its photo follows. The estate manager sets it In progress with a note in the console; the
 * resident opens the `snag` notification (case number in its title), sees the request's status
 * there, and the note on the request's page. Screenshots land in e2e-output/.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PHOTO = { name: 'leak.png', mimeType: 'image/png', buffer: fs.readFileSync('public/icon-192.png') };

test('a request reported offline syncs once, the manager updates it, and the resident is notified', async ({
  page,
  browser,
  server,
  signedInAs,
  network,
  flushOutbox,
  outboxSize,
}) => {
  test.setTimeout(120_000);
  await signedInAs('resident');

  // Home -> Maintenance: the resident's requests, none yet.
  await page.getByRole('link', { name: /Maintenance/ }).click();
  await page.waitForURL('**/snags');
  await page.getByRole('heading', { name: 'Maintenance', level: 1 }).waitFor();
  await page.getByText('You have not reported any maintenance problems.').waitFor();
  await screenshot(page, 'snags-01-empty-list');

  // Offline: the form, a photo, and the request saved on the device.
  await network.offline();
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await page.waitForURL('**/snags/new');
  await page.getByLabel('Category').selectOption('plumbing');
  await page.getByLabel('What is the problem?').fill('The gutter above the garage leaks when it rains.');
  await page.locator('input[type=file]').setInputFiles(PHOTO);
  await page.getByRole('img', { name: 'Photo 1' }).waitFor();
  await screenshot(page, 'snags-02-form');
  await expectNoSeriousA11yViolations(page, '/snags/new');
  await page.getByRole('button', { name: 'Send request' }).click();
  await page.waitForURL('**/snags/detail?id=*');
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await page.getByText('Waiting to send').waitFor();
  await page.getByText('1 photo(s) waiting to upload').waitFor();
  expect(await outboxSize()).toBe(1);

  // A reload offline: the list renders from the device.
  await page.goto('/snags');
  await page.reload();
  const card = page.getByTestId('snag-card').filter({ hasText: 'New request' });
  await card.waitFor();
  await card.getByText('Waiting to send').waitFor();
  await screenshot(page, 'snags-03-list-offline');
  await expectNoSeriousA11yViolations(page, '/snags');
  expect(queryServer(server, 'select count(*) as n from snags')).toEqual([{ n: 0 }]);

  // Online: the request reaches the server once, then its photo.
  await network.online();
  await flushOutbox();
  await expect
    .poll(() => queryServer<{ photos: string }>(server, 'select photos from snags where id = ?', [id]).map((r) => (JSON.parse(r.photos) as string[]).length), {
      timeout: 30_000,
    })
    .toEqual([1]);
  await flushOutbox();
  expect(queryServer(server, 'select count(*) as n, min(case_number) as c from snags')).toEqual([{ n: 1, c: 1001 }]);
  await page.getByTestId('snag-card').filter({ hasText: 'Case 1001' }).waitFor();

  // The estate manager's console: the request with its photo; set In progress with a note.
  const managerCtx = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  watchContentSecurityPolicy(managerCtx);
  afterThisTest(() => managerCtx.close());
  const manager = await managerCtx.newPage();
  await signedInAs('manager', manager);
  await manager.goto('/manager/requests');
  const row = manager.getByTestId('manager-snag').filter({ hasText: 'Case 1001' });
  await row.waitFor();
  await row.getByText('The gutter above the garage leaks when it rains.').waitFor();
  // The photo, read through the request's own route (only its reporter and the estate's managers may).
  await expect
    .poll(
      () =>
        row
          .locator('img.snag-photo')
          .evaluate((img: HTMLImageElement) => img.naturalWidth)
          .catch(() => 0),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await row.scrollIntoViewIfNeeded();
  await manager.getByTestId('manager-snags').screenshot({ path: path.join(SHOTS, 'snags-04-manager-section.png') });
  await expectNoSeriousA11yViolations(manager, '/manager/requests (maintenance requests)');
  await row.getByRole('button', { name: 'Update: Case 1001' }).click();
  await manager.getByLabel('Status').selectOption('IN_PROGRESS');
  await manager.getByLabel('Note for the resident (optional)').fill('A plumber comes on Tuesday.');
  await manager.getByRole('dialog').screenshot({ path: path.join(SHOTS, 'snags-05-manager-update.png') });
  await manager.getByRole('button', { name: 'Save' }).click();
  await manager.getByText('Request updated. The resident has been notified.').waitFor();
  await row.getByText('In progress').waitFor();

  // The resident: the notification, its page with the request's status, then the request's note.
  await page.goto('/notifications/all');
  await page.getByRole('button', { name: /Snag 1001 updated/ }).click();
  await page.waitForURL(/\/notifications\/detail\/snagDetail\?/);
  expect(new URL(page.url()).searchParams.get('caseNumber')).toBe('1001');
  await page.getByText('Case number').waitFor();
  await page.getByTestId('snag-notification').getByText('In progress').waitFor();
  await screenshot(page, 'snags-06-notification');
  await expectNoSeriousA11yViolations(page, '/notifications/detail/snagDetail');
  await page.getByRole('link', { name: 'Open the request' }).click();
  await page.waitForURL('**/snags/detail?id=*');
  await page.getByText('A plumber comes on Tuesday.').waitFor();
  await screenshot(page, 'snags-07-detail');
  await expectNoSeriousA11yViolations(page, '/snags/detail');
  expect(queryServer(server, 'select count(*) as n from snags')).toEqual([{ n: 1 }]);
});
