import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { sanitizeEventBody } from '../server/modules/content/content-html';
import { ICON_NAMES } from '../src/ui/Icon';
import { SHOTS, newContext, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

const EVENT_TITLE = 'Sunrise ridge walk';
const CONTACT_NAME = 'Lagoon lifeguard';
const DESK = { width: 1366, height: 800 };

/** A screenshot of what the desktop window shows (1366 x 800), not the whole page. */
async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** A date ten days from now (YYYY-MM-DD), so the event is upcoming. */
function inTenDays(): string {
  return new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
}

/** Waits until the editor holds the keyboard focus again (the link form gives it back). */
async function editorFocused(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.classList.contains('ProseMirror') === true);
}

/** Pastes `html` into the editor as a browser does (a paste event carrying text/html). */
async function pasteHtml(editor: Locator, html: string): Promise<void> {
  await editor.evaluate((el, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

test.describe('content edited with a rich-text editor and an icon picker', () => {
  test('the manager writes an event with the toolbar (its HTML is what the sanitiser keeps), the resident reads it formatted; icons are chosen from the picker by keyboard', async () => {
    test.setTimeout(300_000);
    const managerCtx = await newContext(product.browser, product.server.url);
    const residentCtx = await newContext(product.browser, product.server.url);
    try {
      const manager = await managerCtx.newPage();
      await manager.setViewportSize(DESK);
      await signInThroughUi(manager, 'manager@example.com', 'Manager#2026');
      await manager.goto('/manager/content');
      await manager.getByRole('tab', { name: 'Events' }).waitFor();

      const form = manager.getByTestId('content-event-form');
      await form.getByLabel('Title', { exact: true }).fill(EVENT_TITLE);
      await form.getByLabel('Category').fill('Outdoors');
      await form.getByLabel('Start date').fill(inTenDays());
      await form.getByLabel('Start time').fill('05:30');
      await form.getByLabel('Location', { exact: true }).fill('The ridge gate');

      // --- the editor: one paragraph per toolbar feature, each made with the toolbar's buttons
      const body = form.getByRole('textbox', { name: 'Body' });
      assert.equal(await body.getAttribute('aria-invalid'), 'false'); // set through the editor's options, before and after the view mounts
      const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
      const button = (name: string) => toolbar.getByRole('button', { name, exact: true });
      await body.click();
      await button('H2').click(); // its tooltip: Heading
      await manager.keyboard.type('Before you go');
      await manager.keyboard.press('Enter');
      await manager.keyboard.type('Bring ');
      await button('Bold').click();
      await manager.keyboard.type('water');
      await button('Bold').click();
      await manager.keyboard.type(' and walk ');
      await button('Italic').click();
      await manager.keyboard.type('slowly');
      await button('Italic').click();
      await manager.keyboard.press('Enter');
      await button('Bulleted list').click();
      await manager.keyboard.type('A torch');
      await manager.keyboard.press('Enter');
      await manager.keyboard.type('A jacket');
      await manager.keyboard.press('Enter');
      await manager.keyboard.press('Enter'); // an empty item leaves the list
      await button('H3').click(); // its tooltip: Subheading
      await manager.keyboard.type('The route');
      await manager.keyboard.press('Enter');
      await button('Numbered list').click();
      await manager.keyboard.type('Meet at the gate');
      await manager.keyboard.press('Enter');
      await manager.keyboard.type('Walk to the ridge');
      await manager.keyboard.press('Enter');
      await manager.keyboard.press('Enter');
      await manager.keyboard.type('Map: ');

      // A link: only https and mailto are taken; Enter in the address applies it (it does not submit the event).
      await button('Link').click();
      const address = form.getByLabel('Link address');
      await address.fill('javascript:alert(1)');
      await address.press('Enter');
      await form.getByText('A link starts with https:// or mailto:.').waitFor();
      await address.fill('https://example.org/ridge-walk');
      await address.press('Enter');
      await editorFocused(manager); // the form closes and the caret is back after the new link
      await manager.keyboard.type(' or ');
      await manager.keyboard.press('Control+k'); // the keyboard's way to the same form
      await address.fill('mailto:walks@example.org');
      await form.getByRole('button', { name: 'Apply link' }).click();
      await editorFocused(manager);

      // Undo and redo: a word typed after a pause is undone, redone, then undone again.
      await manager.waitForTimeout(700);
      await manager.keyboard.type(' oops');
      await button('Undo').click();
      assert.equal(await body.getByText('oops').count(), 0);
      await button('Redo').click();
      await body.getByText('oops').waitFor();
      await button('Undo').click();

      // The toolbar from the keyboard: one Tab stop, arrows move, the state is announced (aria-pressed).
      await button('Bold').focus();
      await manager.keyboard.press('ArrowRight');
      assert.equal(await manager.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Italic');
      await manager.keyboard.press('End');
      assert.equal(await manager.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Redo');

      // A paste of HTML keeps the formatting and drops what runs.
      await body.click();
      await manager.keyboard.press('Control+End');
      await manager.keyboard.press('Enter');
      await pasteHtml(body, '<p>Pasted <b>too</b></p><img src=x onerror=alert(1)><script>alert(2)</script>');
      await form.locator('[data-testid="rich-text-content"] strong', { hasText: 'too' }).waitFor();

      await form.locator('[data-testid="rich-text-editor"]').scrollIntoViewIfNeeded();
      await shot(manager, 'content-editor-event-1366');

      // --- save: what the editor sends is exactly what the server's sanitiser keeps
      const saving = manager.waitForRequest((r) => r.method() === 'PUT' && /\/sdk\/content\/\d+\/events\//.test(r.url()));
      await form.getByTestId('content-event-save').click();
      const sent = ((await saving).postDataJSON() as { body: string }).body;
      assert.equal(sanitizeEventBody(sent), sent, `the sanitiser changed the editor's HTML:\n${sent}`);
      for (const part of [
        '<h2>Before you go</h2>',
        '<strong>water</strong>',
        '<em>slowly</em>',
        '<ul><li><p>A torch</p></li><li><p>A jacket</p></li></ul>',
        '<h3>The route</h3>',
        '<ol><li><p>Meet at the gate</p></li><li><p>Walk to the ridge</p></li></ol>',
        '<a href="https://example.org/ridge-walk">https://example.org/ridge-walk</a>',
        '<a href="mailto:walks@example.org">mailto:walks@example.org</a>',
        '<strong>too</strong>',
      ]) {
        assert.ok(sent.includes(part), `missing ${part} in\n${sent}`);
      }
      assert.ok(!/oops|javascript|onerror|script|img/i.test(sent), sent);
      await form.getByText('Saved. Residents receive it with their next sync.').waitFor();
      const row = manager.locator(`[data-testid="content-event-list"] [data-title="${EVENT_TITLE}"]`);
      await row.waitFor();

      // Opened again, the saved body is in the editor as it was written.
      await row.getByRole('button', { name: `Edit: ${EVENT_TITLE}` }).click();
      await form.locator('[data-testid="rich-text-content"] h2', { hasText: 'Before you go' }).waitFor();
      await form.locator('[data-testid="rich-text-content"] ol li', { hasText: 'Walk to the ridge' }).waitFor();

      // --- the resident reads the event with its formatting
      const resident = await residentCtx.newPage();
      await signInThroughUi(resident, 'resident@example.com', 'Resident#2026');
      await resident.goto('/notifications/all');
      await resident.locator('.notification-title', { hasText: EVENT_TITLE }).click({ timeout: 30_000 });
      await resident.getByRole('heading', { name: EVENT_TITLE }).waitFor();
      const eventBody = resident.locator('.event-body');
      await eventBody.locator('h2', { hasText: 'Before you go' }).waitFor();
      await eventBody.locator('strong', { hasText: 'water' }).waitFor();
      await eventBody.locator('em', { hasText: 'slowly' }).waitFor();
      assert.equal(await eventBody.locator('ul li').count(), 2);
      assert.equal(await eventBody.locator('ol li').count(), 2);
      assert.equal(await eventBody.locator('a[href="https://example.org/ridge-walk"]').getAttribute('rel'), 'noopener noreferrer');
      await eventBody.locator('a[href="mailto:walks@example.org"]').waitFor();

      // --- the icon picker: a new emergency contact's icon, chosen by keyboard
      await manager.getByRole('tab', { name: 'Contacts' }).click();
      const contact = manager.getByTestId('content-contact-form');
      await contact.getByLabel('Name', { exact: true }).fill(CONTACT_NAME);
      await contact.getByLabel('Number', { exact: true }).fill('011 465 0140');
      const iconField = contact.getByTestId('icon-field');
      await iconField.getByText('No icon chosen.').waitFor();
      await iconField.getByRole('button', { name: 'Choose icon' }).click();
      const picker = manager.getByRole('dialog', { name: 'Choose an icon' });
      const search = picker.getByRole('combobox', { name: 'Search icons' });
      await search.waitFor();
      assert.equal(await manager.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
      assert.equal(await picker.getByRole('option').count(), ICON_NAMES.length);
      // Right twice and down once: the third icon of the second row (six a row).
      await manager.keyboard.press('ArrowRight');
      await manager.keyboard.press('ArrowRight');
      await manager.keyboard.press('ArrowDown');
      const expected = ICON_NAMES[2 + 6] ?? '';
      assert.equal((await picker.getByRole('option', { selected: true }).textContent())?.trim(), expected);
      await shot(manager, 'content-icon-picker-1366');
      await manager.keyboard.press('Enter');
      await picker.waitFor({ state: 'detached' });
      assert.equal(await iconField.getAttribute('data-icon'), expected);

      // Searched by name (an old alias finds its icon too), Escape leaves the choice as it was, Enter takes the match.
      await iconField.getByRole('button', { name: 'Change icon' }).click();
      await search.fill('zzz');
      await picker.getByText('No icon matches "zzz".').waitFor();
      await manager.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
      assert.equal(await iconField.getAttribute('data-icon'), expected);
      await iconField.getByRole('button', { name: 'Change icon' }).click();
      await search.fill('ambul');
      assert.deepEqual(await picker.getByRole('option').allTextContents(), ['medical']);
      await manager.keyboard.press('Enter');
      assert.equal(await iconField.getAttribute('data-icon'), 'medical');
      await contact.getByTestId('content-contact-save').click();
      await contact.getByText('Saved. Residents receive it with their next sync.').waitFor();

      // The resident's emergency contacts show it with that icon (an SVG, not the name's initial).
      await resident.locator('.tabbar').getByText('Emergency', { exact: true }).click(); // in-app navigation: no page load
      await resident.getByText('Emergency Contacts', { exact: true }).click();
      const tile = resident.locator('ul.list > li', { hasText: CONTACT_NAME });
      await tile.waitFor({ timeout: 30_000 });
      assert.equal(await tile.locator('.directory-contact-icon svg').count(), 1);

      // --- an icon name the app cannot draw (from an import) says so and is replaced from the picker
      await manager.getByRole('tab', { name: 'Directory' }).click();
      const item = {
        id: 'sailing-club',
        dlevel1Name: 'Clubs',
        dlevel1Icon: 'sailboat',
        dlevel2Name: 'Water sports',
        dlevel2Icon: 'users',
        dlevel3Name: 'Dam Sailing Club',
        dlevel3Icon: 'phone',
        dlevel3ContactNumber: '011 555 0199',
        description: '',
        rank: 1,
      };
      await manager.getByLabel('JSON array').fill(JSON.stringify([item]));
      await manager.getByRole('button', { name: 'Import', exact: true }).click();
      await manager.getByText('1 item(s) imported.').waitFor();
      await manager.getByRole('button', { name: 'Edit: Dam Sailing Club' }).click();
      const directory = manager.getByTestId('content-directory-form');
      const unknown = directory.getByTestId('icon-field').filter({ has: manager.getByTestId('icon-field-unknown') });
      await unknown.getByText('"sailboat" is not an icon the app can show').waitFor();
      await unknown.scrollIntoViewIfNeeded();
      await shot(manager, 'content-icon-unknown-1366');
      await unknown.getByRole('button', { name: 'Change icon' }).click();
      await search.fill('build');
      await manager.keyboard.press('Enter');
      await directory.locator('[data-testid="icon-field"][data-icon="building"]').waitFor();
      assert.equal(await directory.getByTestId('icon-field-unknown').count(), 0);
      await directory.getByTestId('content-directory-save').click();
      await directory.getByText('Saved. Residents receive it with their next sync.').waitFor();

      // --- offline, reloaded: the console and its editor come from the device (saving waits for the network, as before)
      await waitForServiceWorkerControl(manager);
      await managerCtx.setOffline(true);
      await manager.goto('/manager/content');
      const offlineBody = manager.getByTestId('content-event-form').getByRole('textbox', { name: 'Body' });
      await offlineBody.click();
      await manager.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold', exact: true }).click();
      await manager.keyboard.type('Offline draft');
      await manager.locator('[data-testid="rich-text-content"] strong', { hasText: 'Offline draft' }).waitFor();
      await manager.waitForFunction(() => document.querySelector('[data-testid="content-event-save"]')?.hasAttribute('disabled') === true);
    } finally {
      await managerCtx.close();
      await residentCtx.close();
    }
  });
});
