// Pass figures for `npm run bench`: the guard console's offline decision on a pass with
// 5,000 active passes synced, through the console's own code (src/features/guard/guard-passes.ts)
// on Dexie over fake-indexeddb in Node, and the size of those synced rows. Called from
// bench/run.ts; quick on its own:
//   npx tsx -e "import('./bench/passes.ts').then((m) => m.passFigures(console.log))"
// Dexie must see the fake IndexedDB before the app's database module loads (imported below, on demand).
import 'fake-indexeddb/auto';
import nacl from 'tweetnacl';
import zlib from 'node:zlib';
import type { GatePass, PassKind, PassUse } from '../src/contract/invites';

type Record = (name: string, value: string, goal?: string) => void;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

const ROWS = 5000;
const SAMPLES = 300;

function uuid(i: number): string {
  const hex = i.toString(16).padStart(12, '0');
  return `7d1f3a52-9b4e-4c21-8a6f-${hex}`;
}

export async function passFigures(record: Record): Promise<void> {
  // The app's modules come through Vite's loader: the database is built from the features'
  // declarations, which Vite finds (import.meta.glob) and plain Node does not.
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    await measure(
      record,
      (await vite.ssrLoadModule('/src/db/db.ts')) as typeof import('../src/db/db'),
      (await vite.ssrLoadModule('/src/domain/qr/index.ts')) as typeof import('../src/domain/qr'),
      (await vite.ssrLoadModule('/src/features/guard/guard-passes.ts')) as typeof import('../src/features/guard/guard-passes'),
    );
  } finally {
    await vite.close();
  }
}

async function measure(
  record: Record,
  { db }: typeof import('../src/db/db'),
  { issuePass, issuerKeyTag, pinHash, toBase64Url, verifyPass }: typeof import('../src/domain/qr'),
  { decidePass, decidePin }: typeof import('../src/features/guard/guard-passes'),
): Promise<void> {
  const issuer = nacl.sign.keyPair();
  const nowMs = Date.now();
  const now = Math.floor(nowMs / 1000);
  const estateId = 91;
  const keys = {
    issuerKeys: { [`e91-${toBase64Url(issuer.publicKey).slice(0, 8)}`]: issuer.publicKey, [issuerKeyTag(issuer.publicKey)]: issuer.publicKey },
    revocation: { issuedAt: now - 3600, seq: 7, revokedCredIds: [], revokedUserIds: [], minCredNotBefore: 0 },
    qrCodeKey: null,
    estateId,
    windowSec: 30,
    maxListAgeSec: 72 * 3600,
  };

  // 5,000 active passes as a guard device holds them: visitors and service providers (QR),
  // deliveries (QR and PIN), associates, guests and letters (QR, face photo, access times).
  const kinds: PassKind[] = ['visitor', 'visitor', 'visitor', 'delivery', 'serviceProvider', 'associate', 'guest', 'letter'];
  const rows: GatePass[] = [];
  const codes: string[] = [];
  const pins: string[] = [];
  const names = ['Nomsa Dlamini', 'Johan van der Merwe', 'Ayesha Patel', 'Sibusiso Nkosi', 'Mpho Molefe', 'Catherine Botha'];
  for (let i = 0; i < ROWS; i++) {
    const kind = kinds[i % kinds.length] ?? 'visitor';
    const person = kind === 'associate' || kind === 'guest' || kind === 'letter';
    const pin = kind === 'delivery' ? String(1_000_000_000 + i * 7919) : '';
    const row: GatePass = {
      id: uuid(i),
      estateId,
      kind,
      unitNo: String(1 + (i % 400)),
      holderName: names[i % names.length] ?? '',
      photoURL: person ? `/sdk/files/${toBase64Url(nacl.randomBytes(16))}` : '',
      validFrom: now - 3600,
      validTo: now + (person ? 180 * 86400 : 86400),
      maxEntries: kind === 'visitor' || kind === 'delivery' ? 1 : 0,
      accessZoneIDList: person ? '1,2,4' : '1',
      weeklyTimes: kind === 'associate' ? '06:00-18:00,06:00-18:00,06:00-18:00,06:00-18:00,06:00-18:00,07:00-13:00,' : '',
      status: 'ACTIVE',
      pinHash: pin ? pinHash(estateId, pin) : '',
    };
    rows.push(row);
    if (pin) pins.push(pin);
    if (codes.length < SAMPLES && !pin) {
      codes.push(
        issuePass(
          {
            passId: row.id,
            kind,
            estateId,
            unitNo: row.unitNo,
            validFrom: row.validFrom,
            validTo: row.validTo,
            maxEntries: row.maxEntries,
            zones: row.accessZoneIDList.split(',').map(Number),
            weeklyTimes: row.weeklyTimes,
          },
          issuer.secretKey,
        ),
      );
    }
  }
  // And the estate's recent pass uses (synced from every console), one per pass.
  const uses: PassUse[] = rows.map((r, i) => ({
    id: crypto.randomUUID(),
    estateId,
    passId: r.id,
    method: r.pinHash ? 'pin' : 'qr',
    decision: i % 3 === 0 ? 'DENY' : 'ALLOW',
    reason: i % 3 === 0 ? 'outside-hours' : 'ok',
    scannedAt: nowMs - i * 1000,
    guardUserId: 'guard',
    conflict: false,
    holderName: r.holderName,
    unitNo: r.unitNo,
  }));

  await db.open();
  await db.gatePasses.clear();
  await db.passUses.clear();
  await db.gatePasses.bulkPut(rows);
  await db.passUses.bulkPut(uses);

  // Warm-up (JIT, Dexie's first transactions), then measured decisions.
  for (const code of codes.slice(0, 30)) await decidePass(code, keys, { nowMs, zoneId: 1 });
  for (const pin of pins.slice(0, 30)) await decidePin(pin, keys, { nowMs, zoneId: 1 });
  const qr: number[] = [];
  for (const code of codes) {
    const t0 = performance.now();
    await decidePass(code, keys, { nowMs, zoneId: 1 });
    qr.push(performance.now() - t0);
  }
  const pinTimes: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Right and wrong PINs alike (a wrong PIN costs the same hash and one index miss).
    const pin = i % 2 === 0 ? (pins[i % pins.length] ?? '') : String(9_000_000_000 + i);
    const t0 = performance.now();
    await decidePin(pin, keys, { nowMs, zoneId: 1 });
    pinTimes.push(performance.now() - t0);
  }
  record(
    `Guard pass verification, QR (${ROWS.toLocaleString('en')} active passes in Dexie, signature + row + entries, p50 / p95 of ${SAMPLES})`,
    `${ms(percentile(qr, 50))} / ${ms(percentile(qr, 95))}`,
    'p95 <= 20 ms',
  );
  record(
    `Guard pass verification, delivery PIN (${ROWS.toLocaleString('en')} active passes, p50 / p95 of ${SAMPLES})`,
    `${ms(percentile(pinTimes, 50))} / ${ms(percentile(pinTimes, 95))}`,
    'p95 <= 20 ms',
  );

  // A guard device without WebCrypto Ed25519 (older browsers) checks the signature with tweetnacl.
  const fallback: number[] = [];
  for (const code of codes.slice(0, 100)) {
    const t0 = performance.now();
    verifyPass(code, { issuerKeys: keys.issuerKeys, estateId, nowSec: now, zoneId: 1, isRevoked: () => false, entriesUsed: () => 0 });
    fallback.push(performance.now() - t0);
  }
  record(
    'Guard pass verification, QR, tweetnacl fallback where the browser has no WebCrypto Ed25519 (signature and checks only, p50 / p95 of 100)',
    `${ms(percentile(fallback, 50))} / ${ms(percentile(fallback, 95))}`,
    'p95 <= 20 ms',
  );

  const json = Buffer.from(JSON.stringify(rows));
  record(
    `Guard device synced passes (${ROWS.toLocaleString('en')} gatePasses rows as JSON)`,
    `${(json.length / 1024).toFixed(0)} KB (${json.length} bytes; ${(zlib.gzipSync(json).length / 1024).toFixed(0)} KB gzip; ${Math.round(json.length / ROWS)} bytes a row)`,
    '',
  );
  const qrText = codes[0] ?? '';
  record('Visitor pass QR size', `${qrText.length} characters of Base45 text (alphanumeric mode)`, '');

  await db.gatePasses.clear();
  await db.passUses.clear();
  db.close();
}
