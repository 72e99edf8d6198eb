import assert from 'node:assert/strict';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

// A first visit (issue 30): the loading screen from the HTML alone, the sign-in, the precache's
// second stage in the background and its notice once, the install banner kept off forms.

const product = useProduct();

test.describe('first visit', () => {
  test('the loading screen before any script; once cached, "Ready to work offline" once; a second-stage screen renders offline', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    // The app's main script is held back, as on a slow link: the HTML and its stylesheet alone show the loading screen.
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const loading = page.getByRole('status').filter({ hasText: 'Estate Resident' });
    await loading.waitFor();
    await page.waitForFunction(() => {
      const logo = document.querySelector<HTMLImageElement>('.boot-logo');
      const spinner = document.querySelector('.boot-spinner');
      return logo?.complete === true && logo.naturalWidth > 0 && spinner !== null && getComputedStyle(spinner).borderRadius === '50%';
    });
    await screenshot(page, 'first-visit-loading');
    release();
    await page.getByLabel('E-mail').waitFor();
    assert.equal(await loading.count(), 0, 'React replaced the loading screen');
    await context.unroute(/\/assets\/index-[\w-]+\.js$/);

    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    await page.getByText('Ready to work offline').waitFor();
    await waitForServiceWorkerControl(page);

    // Once per device: the next visit stays quiet (the worker has answered the app's request by the time it answers the harness's).
    await page.reload();
    await page.getByText('Thandi Mokoena').first().waitFor();
    await waitForServiceWorkerControl(page);
    assert.equal(await page.getByText('Ready to work offline').count(), 0);

    // The identity onboarding wizard is in the second stage: offline, after a reload, it renders.
    await context.setOffline(true);
    await page.goto('/accessonboarding');
    await page.getByRole('heading', { name: "Let's get you into the estate quickly" }).waitFor();
    await context.close();
  });

  test("a navigation waiting for its screen's code shows progress, not the last screen frozen", async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').waitFor();
    // The sign-up screen's code held back, as on a slow link (with the worker's own fetch of it, if it asks).
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const signUpChunk = /\/assets\/Signup-[\w-]+\.js$/;
    await context.route(signUpChunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    const progress = page.getByRole('status').filter({ hasText: 'Loading' });
    await progress.waitFor();
    await screenshot(page, 'first-visit-navigation-progress');
    release();
    await page.getByLabel('First Name').waitFor();
    assert.equal(await progress.count(), 0, 'the progress went once the screen came');
    await context.close();
  });

  test("Home's code is asked for while the first pull runs, not once the bootstrap is stored", async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').waitFor();
    const { promise: home, resolve: homeAsked } = Promise.withResolvers<void>();
    page.on('request', (request) => {
      if (/\/assets\/home-[\w-]+\.js$/.test(request.url())) homeAsked();
    });
    // The pulls held until the page asks for Home's code, as on a slow link where the bootstrap takes long, at most 8 s
    // (under the 10 s after which sign-in lands without the first pull, and asks for it then).
    let askedDuringPull: boolean | undefined;
    await context.route(/\/sdk\/sync\/pull/, async (route) => {
      // The first pull's answer decides (the later ones come after the chunk either way).
      askedDuringPull ??= await Promise.race([home.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8000))]);
      await route.continue();
    });
    await page.getByLabel('E-mail').fill('resident@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Resident#2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Access Control').first().waitFor();
    assert.equal(askedDuringPull, true, "Home's code was asked for while the first pull was held");
    await context.close();
  });

  test('the install banner shows on Home and never over a form', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    // The browser's install offer, as Chromium fires it for an installable app.
    const offerInstall = () =>
      page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
        });
        window.dispatchEvent(offer);
      });
    await offerInstall();
    const banner = page.getByRole('region', { name: 'Install the app on your device?' });
    await banner.waitFor();

    await page.goto('/Contacts');
    await page.getByLabel('Cell Number').waitFor();
    await offerInstall();
    // React renders a store change before the next frame: two frames on, the banner would be there.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.equal(await banner.count(), 0, 'no install banner over the contact form');
    await context.close();
  });
});
