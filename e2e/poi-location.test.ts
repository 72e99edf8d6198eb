import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, SHOTS, signInThroughUi } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

/** Willow Creek's seeded places (server/seed/demo-content-willow.ts). */
const MAIN_GATE = { latitude: -26.0171, longitude: 28.0062 };
const LAGOON = { latitude: -26.0212, longitude: 28.0075 };
const LOCATION_MESSAGE = 'Unable to find your location. To use this feature, please ensure your GPS / location services are enabled';

/** A full-page picture at a phone's width and at a laptop's. */
async function shots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 420, height: 860 });
}

async function residentAt(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
  return page;
}

test.describe('places: the device location, distances and the route', () => {
  test('with location allowed: distances on every card, the route sketch and Directions from here, following the device', async () => {
    const context = await newContext(product.browser, product.server.url);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MAIN_GATE);
    const page = await residentAt(context);

    await page.goto('/poi');
    await page.getByRole('heading', { name: 'POI' }).waitFor();
    await page.getByTestId('poi-distance').first().waitFor();
    const clubhouse = page.locator('.poi-card[data-point-id="poi-91-2"]');
    assert.equal(await clubhouse.getByTestId('poi-distance').textContent(), '290 m away');
    assert.equal(await page.locator('.poi-card[data-point-id="poi-91-4"]').getByTestId('poi-distance').textContent(), '470 m away');
    assert.equal(await page.getByTestId('poi-location-failed').count(), 0);

    await clubhouse.click();
    const sketch = page.getByTestId('poi-sketch');
    await sketch.getByTestId('route-sketch-route').waitFor();
    assert.equal(await sketch.getByTestId('route-sketch-away').textContent(), ' 290 m south-east of you');
    assert.match(
      (await sketch.getByRole('link', { name: 'Directions' }).getAttribute('href')) ?? '',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=-26\.0171,28\.0062&destination=-26\.0191,28\.0081&travelmode=driving$/,
    );
    assert.match((await sketch.getByRole('img').getAttribute('aria-label')) ?? '', /from you, north up\. Clubhouse: 290 m south-east of you$/);
    await shots(page, 'poi-route');

    // Walking to the lagoon: the distances and the route follow the device.
    await context.setGeolocation(LAGOON);
    await page.waitForFunction(() => document.querySelector('[data-testid="route-sketch-away"]')?.textContent === ' 240 m north of you');
    assert.equal(await page.locator('.poi-card[data-point-id="poi-91-4"]').getByTestId('poi-distance').textContent(), '0 m away');

    // The event page: the event's place in the same sketch, from here, with Directions (no permission prompt asked again).
    await page.goto('/notification?id=evt-91-fun-run');
    const eventSketch = page.getByTestId('event-sketch');
    await eventSketch.getByTestId('route-sketch-route').waitFor();
    assert.equal(await eventSketch.getByTestId('route-sketch-away').textContent(), ' 470 m north of you');
    assert.match(
      (await eventSketch.getByRole('link', { name: 'Directions' }).getAttribute('href')) ?? '',
      /origin=-26\.0212,28\.0075&destination=-26\.0171,28\.0062&travelmode=driving$/,
    );
    await shots(page, 'event-map');
    await context.close();
  });

  test("with location refused: the spec's message, why, and the points still listed; the event page asks only when tapped", async () => {
    const context = await newContext(product.browser, product.server.url);
    await context.clearPermissions();
    const page = await residentAt(context);

    await page.goto('/poi');
    const failed = page.getByTestId('poi-location-failed');
    await failed.getByText(LOCATION_MESSAGE).waitFor();
    await failed.getByText('Location is blocked for this app.', { exact: false }).waitFor();
    assert.equal(await page.locator('.poi-card').count(), 6);
    assert.equal(await page.getByTestId('poi-distance').count(), 0);
    await page.locator('.poi-card[data-point-id="poi-91-2"]').click();
    const sketch = page.getByTestId('poi-sketch');
    assert.equal(await sketch.getByTestId('route-sketch-route').count(), 0);
    assert.equal(
      await sketch.getByRole('link', { name: 'Directions' }).getAttribute('href'),
      'https://www.google.com/maps/dir/?api=1&destination=-26.0191,28.0081&travelmode=driving',
    );
    await shots(page, 'poi-denied');

    // Allowed afterwards: Try again finds the device.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MAIN_GATE);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await sketch.getByTestId('route-sketch-route').waitFor();
    assert.equal(await page.getByTestId('poi-location-failed').count(), 0);

    // The event page of a context without the permission: the place alone until the person taps.
    await context.clearPermissions();
    await page.goto('/notification?id=evt-91-fun-run');
    const eventSketch = page.getByTestId('event-sketch');
    await eventSketch.waitFor();
    assert.equal(await eventSketch.getByTestId('route-sketch-route').count(), 0);
    await page.getByRole('button', { name: 'Show the way from here' }).click();
    await page.getByText(LOCATION_MESSAGE).waitFor();
    await context.close();
  });
});
