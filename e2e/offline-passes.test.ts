import assert from 'node:assert/strict';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import { MOVES_API } from '../src/contract/staff-moves';
import { parseBoundPass } from '../src/domain/qr/ticket';
import { createConsolePin, gatePassOnDevice, readyConsoleOffline, verifyOnGuard, waitForGuardKeys } from './gate-helpers';
import { newContext, screenshot, signInThroughUi, untilInPage, waitForServiceWorkerControl, watchContentSecurityPolicy } from './harness';
import { addResidents } from './residents';
import { test, useProduct } from './fixtures';

/**
 * Passes issued with no signal (issue 31): a resident whose phone holds pass tickets turns the
 * network off, invites the visitor beside them and shows the pass's QR; an offline guard console
 * allows it once; back online the binding lands once and the unit's allowance drops by one. A
 * resident who moved out while their phone was offline has the pass they bound refused.
 */
const product = useProduct();

const LINDIWE = { email: 'lindiwe@example.com', password: 'Lindiwe#2026', firstName: 'Lindiwe', lastName: 'Dube', mobile: '0825550404', unitNo: '35' };
const BONGANI = { email: 'bongani@example.com', password: 'Bongani#2026', firstName: 'Bongani', lastName: 'Mthembu', mobile: '0825550505', unitNo: '36' };

test.beforeAll(async () => {
  // Two new residents of Willow Creek, made through the seed's own code (every row published).
  await addResidents(product.server.dataDir, [LINDIWE, BONGANI]);
});

/** Rows of the server's database (read only, a fresh handle each time). */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const file = new SQLite(path.join(product.server.dataDir, 'estate.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return file.prepare(sql).all(...params) as T[];
  } finally {
    file.close();
  }
}

async function until<T>(read: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('until: no answer in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs the resident in on a new phone, ready offline, and waits until the phone holds pass tickets. */
async function residentWithTickets(person: typeof LINDIWE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(product.browser, product.server.url);
  const page = await context.newPage();
  await signInThroughUi(page, person.email, person.password);
  await waitForServiceWorkerControl(page);
  await untilInPage(
    page,
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('estate');
        open.onsuccess = () => {
          const names = Array.from(open.result.objectStoreNames);
          if (!names.includes('passTickets')) {
            open.result.close();
            resolve(false);
            return;
          }
          const req = open.result.transaction('passTickets', 'readonly').objectStore('passTickets').count();
          req.onsuccess = () => {
            resolve(req.result > 0);
            open.result.close();
          };
          req.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    undefined,
    60_000,
  );
  return { context, page };
}

/** Home -> Visitors -> the resident's unit, then with the network off: a visitor for the whole of today at the Main Gate (the invite's one screen); answers the QR's text. */
async function inviteOffline(context: BrowserContext, page: Page, visitorName: string, phone: string): Promise<string> {
  await page.getByRole('link', { name: /^Visitors/ }).click();
  await page.waitForURL('**/visitorUnits');
  // The resident holds one unit: its tile.
  await page.getByTestId('stand-tile').first().click();
  await page.waitForURL('**/visitorAccessLagoon/list?**');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add Visitor' }).click();
  await page.waitForURL('**/VisitorInformationScreen?**');
  await page.getByLabel('Visitor Name').fill(visitorName);
  await page.getByLabel('Phone Number').fill(phone);
  // One screen (issue 31): the visitor type and the Main Gate are chosen already.
  await page.getByRole('radio', { name: 'One Day (Full)' }).click();
  assert.equal(await page.getByRole('button', { name: 'Main Gate' }).getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.waitForURL('**/visitorPreview?inviteId=**');
  // The pass is on the phone at once: its QR on the screen, its text to share.
  const qr = page.getByTestId('pass-qr');
  await qr.waitFor();
  await page.getByText('Made on this phone with no signal', { exact: false }).waitFor();
  const text = (await qr.getAttribute('data-payload')) ?? '';
  assert.match(text, /^EVT/);
  return text;
}

/** The link the share step's Telegram option carries (the one link every share option sends). */
async function sharedLink(page: Page): Promise<string> {
  const href = (await page.getByRole('dialog', { name: 'Ready to share' }).getByRole('link', { name: 'Telegram' }).getAttribute('href')) ?? '';
  return new URL(href).searchParams.get('url') ?? '';
}

/** Opens a link in a fresh browser context (no account, service workers blocked, network on); the page asks no server for a pass. */
async function opensAsVisitor(link: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await product.browser.newContext({ serviceWorkers: 'block', viewport: { width: 420, height: 860 } });
  watchContentSecurityPolicy(context);
  try {
    const page = await context.newPage();
    const passRequests: string[] = [];
    page.on('request', (request) => {
      // The app's own online check (/sdk/health) may run; the pass itself is never asked for.
      if (request.url().includes('/sdk/public/')) passRequests.push(request.url());
    });
    await page.goto(link);
    await check(page);
    assert.deepEqual(passRequests, []);
  } finally {
    await context.close();
  }
}

test.describe('passes issued with no signal', () => {
  test('a resident offline issues a pass the offline guard allows once; it lands once and takes one invite; a moved-out resident is refused', async () => {
    test.setTimeout(300_000);
    const { context: residentCtx, page: resident } = await residentWithTickets(LINDIWE);
    const guardCtx = await newContext(product.browser, product.server.url);
    try {
      const usedBefore = query<{ n: number }>('select visitor_invites_used as n from units where estate_id = 91 and unit_no = ?', LINDIWE.unitNo)[0]?.n ?? 0;
      const text = await inviteOffline(residentCtx, resident, 'Sipho Ndlovu', '0836660707');
      await screenshot(resident, 'offline-pass-qr');
      const ticketId = parseBoundPass(text)?.ticket.ticketId ?? '';
      assert.ok(ticketId);

      // The link shared carries the pass in its fragment; a visitor with no account and no service worker opens it with no server call for the pass.
      const link = await sharedLink(resident);
      assert.equal(link, `${product.server.url}/visit?${new URLSearchParams({ estate: 'Willow Creek Estate' })}#${encodeURIComponent(text)}`);
      await opensAsVisitor(link, async (visitor) => {
        await visitor.getByRole('heading', { name: 'Sipho Ndlovu' }).waitFor();
        assert.equal(await visitor.getByTestId('pass-qr').getAttribute('data-payload'), text);
        await visitor.getByText('Show this code to the guard at the gate.').waitFor();
        await visitor.getByText(`Willow Creek Estate · Visiting unit ${LINDIWE.unitNo}`, { exact: false }).waitFor();
        await visitor.getByText('Single entry', { exact: false }).waitFor();
        await screenshot(visitor, 'offline-pass-visitor-link');
      });
      await opensAsVisitor(`${product.server.url}/visit#${encodeURIComponent(text.slice(0, -4))}`, async (visitor) => {
        await visitor.getByText('This pass could not be found or is no longer valid.').waitFor();
        assert.equal(await visitor.getByTestId('pass-qr').count(), 0);
      });

      // The guard's console, synced once, then offline: the pass is allowed once, with the visitor's name and unit.
      const guard = await guardCtx.newPage();
      await signInThroughUi(guard, 'guard@example.com', 'Guard#2026');
      await createConsolePin(guard);
      await waitForGuardKeys(guard);
      await readyConsoleOffline(guard);
      await guardCtx.setOffline(true);
      assert.deepEqual(await verifyOnGuard(guard, text), { decision: 'ALLOW', reason: 'ok' });
      const verdict = guard.getByTestId('gate-decision');
      await verdict.getByText('Sipho Ndlovu').waitFor();
      await verdict.getByText(`Unit ${LINDIWE.unitNo}`, { exact: false }).waitFor();
      await screenshot(guard, 'offline-pass-guard-allow');
      assert.deepEqual(await verifyOnGuard(guard, text), { decision: 'DENY', reason: 'used-up' });

      // Back online: the binding lands once (one invite, its pass the same text), and the day's allowance drops by one.
      await residentCtx.setOffline(false);
      const landed = await until(() => query<{ id: string; code: string }>('select id, code from passes where id = ?', ticketId)[0]);
      assert.equal(landed.code, text);
      await resident.getByRole('dialog', { name: 'Ready to share' }).getByTestId('invite-link').waitFor({ timeout: 60_000 });
      // Landed, the pass is shared by the server's link as any other.
      assert.match(await sharedLink(resident), /\/visit\/[^#/]+$/);
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(query<{ n: number }>("select count(*) as n from invites where visitor_name = 'Sipho Ndlovu'")[0]?.n, 1);
      assert.deepEqual(
        query<{ status: string }>('select status from pass_tickets where id = ?', ticketId).map((r) => r.status),
        ['BOUND'],
      );
      assert.equal(
        query<{ n: number }>('select visitor_invites_used as n from units where estate_id = 91 and unit_no = ?', LINDIWE.unitNo)[0]?.n,
        usedBefore + 1,
      );

      // A resident whose phone bound a pass offline moves out meanwhile: after the guard's next sync the pass is refused.
      const { context: leaverCtx, page: leaver } = await residentWithTickets(BONGANI);
      try {
        const leaverText = await inviteOffline(leaverCtx, leaver, 'Naledi Zwane', '0837770808');
        const leaverTicket = parseBoundPass(leaverText)?.ticket.ticketId ?? '';
        const userId = query<{ id: string }>('select id from users where email = ?', BONGANI.email)[0]?.id ?? '';
        const signIn = await fetch(`${product.server.url}${API.signIn}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ userEmail: 'manager@example.com', userPassword: 'Manager#2026' }),
        });
        const token = ((await signIn.json()) as { details: { accessToken: string }[] }).details[0]?.accessToken ?? '';
        const moved = await fetch(`${product.server.url}${MOVES_API.moveOut}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ estateId: 91, userId, roleName: 'resident', unitNo: BONGANI.unitNo, reason: 'Moved away' }),
        });
        assert.equal(moved.status, 200, await moved.text());
        await guardCtx.setOffline(false);
        await gatePassOnDevice(guard, leaverTicket, 'REVOKED', 60_000);
        await guardCtx.setOffline(true);
        assert.deepEqual(await verifyOnGuard(guard, leaverText), { decision: 'DENY', reason: 'revoked' });
        await screenshot(guard, 'offline-pass-guard-revoked');
      } finally {
        await leaverCtx.close();
      }
    } finally {
      await guardCtx.close();
      await residentCtx.close();
    }
  });
});
