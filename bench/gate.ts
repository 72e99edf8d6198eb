// Gate access figures for `npm run bench`: worker payload generation and guard verification per
// scan, each beside the bare tweetnacl cost of the same primitives (measured alternately in the
// same loop), payload size and QR version, offline launch to the PIN pad, and PIN accepted to the
// first QR drawn. Called from bench/run.ts.
import nacl from 'tweetnacl';
import type { Browser } from 'playwright-core';
import {
  fromBase45,
  issueCredential,
  qrVersionForAlphanumeric,
  ReplayCache,
  serializeSignedCredential,
  toBase64Url,
  VerifiedCredentials,
  verifyGateCode,
} from '../src/domain/qr';
import { decodePayload, deviceSigningMessage } from '../src/domain/qr/payload';
import { createQrWorkerApi } from '../workers/qr.worker';
import type { RunningServer } from '../e2e/harness';
import { launchFigures } from './launch';
import { ms, percentile, type Compare, type RecordFigure } from './measure';

const SAMPLES = 300;

/**
 * Times `product` and `bare` on the same input, alternately (the order flips every sample), after
 * a JIT warm-up of both. Returns each side's times in ms.
 */
function interleaved<T>(inputs: readonly T[], product: (input: T) => void, bare: (input: T) => void): { product: number[]; bare: number[] } {
  for (const input of inputs.slice(0, 50)) {
    product(input);
    bare(input);
  }
  const out = { product: [] as number[], bare: [] as number[] };
  inputs.forEach((input, i) => {
    const time = (fn: (x: T) => void, into: number[]) => {
      const t0 = performance.now();
      fn(input);
      into.push(performance.now() - t0);
    };
    if (i % 2 === 0) {
      time(product, out.product);
      time(bare, out.bare);
    } else {
      time(bare, out.bare);
      time(product, out.product);
    }
  });
  return out;
}

/** interleaved() for asynchronous work: each sample awaited before the next starts. */
async function interleavedAsync<T>(
  inputs: readonly T[],
  product: (input: T) => Promise<unknown>,
  bare: (input: T) => Promise<unknown>,
): Promise<{ product: number[]; bare: number[] }> {
  for (const input of inputs.slice(0, 50)) {
    await product(input);
    await bare(input);
  }
  const out = { product: [] as number[], bare: [] as number[] };
  for (const [i, input] of inputs.entries()) {
    const time = async (fn: (x: T) => Promise<unknown>, into: number[]) => {
      const t0 = performance.now();
      await fn(input);
      into.push(performance.now() - t0);
    };
    if (i % 2 === 0) {
      await time(product, out.product);
      await time(bare, out.bare);
    } else {
      await time(bare, out.bare);
      await time(product, out.product);
    }
  }
  return out;
}

/** p50 / p95 of both sides, ratio of the medians. */
function compareTimes(compare: Compare, name: string, bareWhat: string, times: { product: number[]; bare: number[] }, note: string): void {
  const [p50, p95, b50, b95] = [percentile(times.product, 50), percentile(times.product, 95), percentile(times.bare, 50), percentile(times.bare, 95)];
  compare({ name, value: `${ms(p50)} / ${ms(p95)}`, limit: `${ms(b50)} / ${ms(b95)}`, bare: bareWhat, ratio: p50 / b50, note });
}

/**
 * The worker's code path in-process (the same functions run inside workers/qr.worker.ts), beside
 * the bare tweetnacl primitives. Quick on its own:
 * `npx tsx -e "import('./bench/gate.ts').then((m) => m.cryptoFigures(console.log, console.log))"`.
 */
export async function cryptoFigures(record: RecordFigure, compare: Compare): Promise<void> {
  const issuer = nacl.sign.keyPair();
  const api = createQrWorkerApi();
  const { devicePub, wrappedKey } = await api.enroll('4821');
  const now = Math.floor(Date.now() / 1000);
  const signed = issueCredential(
    { userId: '3f2b8c1e-9a4d-4e7b-8c2a-5d6e7f8a9b0c', estateId: 91, devicePub, notBefore: now - 300, notAfter: now - 300 + 168 * 3600 },
    issuer.secretKey,
  );
  const encryption = { qrCodeKey: toBase64Url(nacl.randomBytes(32)), qrCodeKeyIv: toBase64Url(nacl.randomBytes(16)) };
  const start = await api.start({ credential: serializeSignedCredential(signed), wrappedKey, pin: '4821', encryption });
  if (!start.ok) throw new Error(`worker start failed: ${start.reason}`);

  // Bare payload work: the primitives encodePayloadBytes uses, on inputs of the same lengths: one
  // Ed25519 signature (WebCrypto's native Ed25519, as the worker signs where the platform has it)
  // over a message of the device message's length and one nacl.secretbox over a body of the
  // payload body's length.
  const deviceKey = await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']);
  const key = Uint8Array.from(Buffer.from(encryption.qrCodeKey, 'base64url'));
  const sample = decodePayload(await api.next(Date.now()), { qrCodeKey: key });
  if (!sample) throw new Error('payload did not decode');
  const deviceMessage = deviceSigningMessage(nacl.randomBytes(16), sample.t, 91).slice();
  const body = nacl.randomBytes(sample.credentialBytes.length + 64 + 4);
  const codes: string[] = [];
  const gen = await interleavedAsync(
    Array.from({ length: SAMPLES + 50 }, (_, i) => i),
    async () => codes.push(await api.next(Date.now())),
    async () => {
      const sig = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, deviceKey.privateKey, deviceMessage));
      nacl.secretbox(body, sig.subarray(0, nacl.secretbox.nonceLength), key);
    },
  );
  compareTimes(
    compare,
    `Gate payload generation (worker code, p50 / p95 of ${SAMPLES})`,
    "1 Ed25519 signature (WebCrypto's native Ed25519, as the worker signs) + 1 tweetnacl secretbox of the body",
    gen,
    '',
  );

  const measured = codes.slice(50);
  const revocation = {
    issuedAt: now,
    seq: 1,
    revokedCredIds: Array.from({ length: 500 }, () => toBase64Url(nacl.randomBytes(16))),
    revokedUserIds: [],
    minCredNotBefore: 0,
  };
  // Each code is checked as if scanned half a second after it was drawn (the loops outlast its window).
  // Bare verification: the signature checks a first scan makes (issuer over the credential, device
  // over its message), done directly on the bytes of the same code.
  const decoded = measured.map((code) => {
    const d = decodePayload(code, { qrCodeKey: key });
    if (!d) throw new Error('payload did not decode');
    const issuerMessage = new Uint8Array([...new TextEncoder().encode('estate-cred-v2'), ...d.credentialBytes]);
    return {
      code,
      t: d.t,
      issuerMessage,
      issuerSig: d.issuerSignature,
      deviceMessage: deviceSigningMessage(d.credentialBytes.subarray(0, 16), d.t, 91),
      deviceSig: d.deviceSignature,
      devicePub: d.credentialBytes.subarray(32, 64),
    };
  });
  const options = { issuerKeys: { 'e91-AbCdEfGh': issuer.publicKey }, estateId: 91, qrCodeKey: key, revocation };
  const first = interleaved(
    decoded,
    (d) => {
      if (verifyGateCode(d.code, { ...options, replayCache: new ReplayCache(), nowSec: d.t + 0.5 }).decision !== 'ALLOW') throw new Error('code refused');
    },
    (d) => {
      if (!nacl.sign.detached.verify(d.issuerMessage, d.issuerSig, issuer.publicKey) || !nacl.sign.detached.verify(d.deviceMessage, d.deviceSig, d.devicePub))
        throw new Error('bad signature');
    },
  );
  compareTimes(
    compare,
    `Guard verification, first scan of a credential (500 revoked ids, p50 / p95 of ${SAMPLES})`,
    'tweetnacl: 2 Ed25519 verifications (issuer, device)',
    first,
    '',
  );
  const cache = new VerifiedCredentials();
  const repeat = interleaved(
    decoded,
    (d) => {
      if (verifyGateCode(d.code, { ...options, replayCache: new ReplayCache(), nowSec: d.t + 0.5, verifiedCredentials: cache }).decision !== 'ALLOW')
        throw new Error('code refused');
    },
    (d) => {
      if (!nacl.sign.detached.verify(d.deviceMessage, d.deviceSig, d.devicePub)) throw new Error('bad signature');
    },
  );
  compareTimes(
    compare,
    `Guard verification, later scans (credential signature cached, p50 / p95 of ${SAMPLES})`,
    'tweetnacl: 1 Ed25519 verification (device)',
    repeat,
    '',
  );

  const text = codes[0] ?? '';
  const bytes = fromBase45(text)?.length ?? 0;
  record(
    'Gate payload size',
    `${text.length} characters of Base45 text, ${bytes} bytes (alphanumeric mode: QR version ${qrVersionForAlphanumeric(text.length) ?? '>40'} at level M)`,
    'version <= 10',
  );
  api.stop();
}

export async function gateBenchmarks(browser: Browser, server: RunningServer, record: RecordFigure, compare: Compare): Promise<void> {
  await cryptoFigures(record, compare);
  await launchFigures(browser, server, compare);
}
