// Gate access figures for `npm run bench`: worker payload generation, guard
// verification per scan, payload size and QR version, offline launch to the PIN pad, and
// PIN accepted to the first QR drawn. Called from bench/run.ts.
import nacl from 'tweetnacl';
import type { Browser, Page } from 'playwright-core';
import { fromBase45, issueCredential, qrVersionForAlphanumeric, ReplayCache, serializeSignedCredential, toBase64Url, VerifiedCredentials, verifyGateCode } from '../src/domain/qr';
import { createQrWorkerApi } from '../workers/qr.worker';
import { newContext, signInThroughUi, waitForServiceWorkerControl, type RunningServer } from '../e2e/harness';

type Record = (name: string, value: string, goal?: string) => void;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

/**
 * The worker's code path in-process (the same functions run inside workers/qr.worker.ts). Quick on
 * its own: `npx tsx -e "import('./bench/gate.ts').then((m) => m.cryptoFigures(console.log))"`.
 */
export function cryptoFigures(record: Record): void {
  const issuer = nacl.sign.keyPair();
  const api = createQrWorkerApi();
  const { devicePub, wrappedKey } = api.enroll('4821');
  const now = Math.floor(Date.now() / 1000);
  const signed = issueCredential(
    { userId: '3f2b8c1e-9a4d-4e7b-8c2a-5d6e7f8a9b0c', estateId: 91, devicePub, notBefore: now - 300, notAfter: now - 300 + 168 * 3600 },
    issuer.secretKey,
  );
  const encryption = { qrCodeKey: toBase64Url(nacl.randomBytes(32)), qrCodeKeyIv: toBase64Url(nacl.randomBytes(16)) };
  const start = api.start({ credential: serializeSignedCredential(signed), wrappedKey, pin: '4821', encryption });
  if (!start.ok) throw new Error(`worker start failed: ${start.reason}`);

  for (let i = 0; i < 50; i++) api.next(Date.now()); // JIT warm-up
  const gen: number[] = [];
  const codes: string[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    codes.push(api.next(Date.now()));
    gen.push(performance.now() - t0);
  }
  record('Gate payload generation (worker code, p50 / p95 of 300)', `${ms(percentile(gen, 50))} / ${ms(percentile(gen, 95))}`, 'p95 <= 5 ms');

  const key = Uint8Array.from(Buffer.from(encryption.qrCodeKey, 'base64url'));
  const revocation = { issuedAt: now, seq: 1, revokedCredIds: Array.from({ length: 500 }, () => toBase64Url(nacl.randomBytes(16))), revokedUserIds: [], minCredNotBefore: 0 };
  const verify: number[] = [];
  const warm = new ReplayCache();
  for (const code of codes.slice(0, 50)) verifyGateCode(code, { issuerKeys: { 'e91-AbCdEfGh': issuer.publicKey }, estateId: 91, qrCodeKey: key, revocation, replayCache: warm, nowSec: Date.now() / 1000 });
  for (const code of codes) {
    const t0 = performance.now();
    verifyGateCode(code, { issuerKeys: { 'e91-AbCdEfGh': issuer.publicKey }, estateId: 91, qrCodeKey: key, revocation, replayCache: new ReplayCache(), nowSec: Date.now() / 1000 });
    verify.push(performance.now() - t0);
  }
  record('Guard verification, first scan of a credential (500 revoked ids, p50 / p95 of 300)', `${ms(percentile(verify, 50))} / ${ms(percentile(verify, 95))}`, '<= 20 ms');
  const cache = new VerifiedCredentials();
  const repeat: number[] = [];
  for (const code of codes) {
    const t0 = performance.now();
    verifyGateCode(code, { issuerKeys: { 'e91-AbCdEfGh': issuer.publicKey }, estateId: 91, qrCodeKey: key, revocation, replayCache: new ReplayCache(), nowSec: Date.now() / 1000, verifiedCredentials: cache });
    repeat.push(performance.now() - t0);
  }
  record('Guard verification, later scans (credential signature cached, p50 / p95 of 300)', `${ms(percentile(repeat, 50))} / ${ms(percentile(repeat, 95))}`, '<= 20 ms');

  const text = codes[0] ?? '';
  const bytes = fromBase45(text)?.length ?? 0;
  record('Gate payload size', `${text.length} characters of Base45 text, ${bytes} bytes (alphanumeric mode: QR version ${qrVersionForAlphanumeric(text.length) ?? '>40'} at level M)`, 'version <= 10');
  api.stop();
}

async function typePin(page: Page, pin: string): Promise<void> {
  for (const digit of pin) await page.locator('.numpad-keys').getByRole('button', { name: digit, exact: true }).click();
}

/** The installed app offline: launch to the PIN pad, and PIN accepted to the first QR. */
async function browserFigures(browser: Browser, server: RunningServer, record: Record): Promise<void> {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
  await page.goto('/access');
  await page.getByText('Create your PIN').waitFor();
  await typePin(page, '1357');
  await typePin(page, '1357');
  await page.waitForFunction(() => /^EG[PS]/.test(document.querySelector('[data-testid="gate-qr"]')?.getAttribute('data-payload') ?? ''));
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  const launches: number[] = [];
  const firstQr: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto('about:blank');
    const t0 = Date.now();
    await page.goto('/access');
    await page.locator('.numpad-keys').getByRole('button', { name: '1', exact: true }).waitFor();
    await page.waitForFunction(() => !(document.querySelector('.numpad-key') as HTMLButtonElement | null)?.disabled);
    launches.push(Date.now() - t0);
    await typePin(page, '135');
    // Measured in the page: the press of the last digit to the QR's SVG being in the document.
    await page.evaluate(() => {
      const marks = { down: 0, drawn: 0 };
      (window as unknown as { __gate: typeof marks }).__gate = marks;
      document.addEventListener('pointerdown', () => (marks.down = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const el = document.querySelector('[data-testid="gate-qr"]');
        if (/^EG[PS]/.test(el?.getAttribute('data-payload') ?? '') && el?.querySelector('svg')) {
          marks.drawn = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-payload'] });
    });
    await typePin(page, '7');
    await page.waitForFunction(() => (window as unknown as { __gate: { drawn: number } }).__gate.drawn > 0);
    firstQr.push(await page.evaluate(() => Math.round((window as unknown as { __gate: { down: number; drawn: number } }).__gate.drawn - (window as unknown as { __gate: { down: number } }).__gate.down)));
  }
  record('Offline launch of the app to the PIN pad interactive (median of 5)', `${percentile(launches, 50)} ms`, '<= 500 ms');
  record('PIN accepted to first QR drawn (median of 5, last key press to QR in the page)', `${percentile(firstQr, 50)} ms`, '<= 100 ms');
  await context.close();
}

export async function gateBenchmarks(browser: Browser, server: RunningServer, record: Record): Promise<void> {
  cryptoFigures(record);
  await browserFigures(browser, server, record);
}
