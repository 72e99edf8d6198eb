import net from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { SANDBOX_FAULTS, type SandboxFault } from '../src/domain/sandbox-cards';

const splitList = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** Each entry an IP address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names. */
function isTrustProxyList(list: string): boolean {
  const entries = splitList(list);
  return (
    entries.length > 0 &&
    entries.every((entry) => {
      if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
      const [address = '', prefix, ...rest] = entry.split('/');
      const family = net.isIP(address);
      if (family === 0 || rest.length > 0) return false;
      if (prefix === undefined) return true;
      return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
    })
  );
}

const ConfigSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'))),
  SMTP_URL: v.optional(v.string()),
  MAIL_FROM: v.optional(v.string(), 'Estate Resident <no-reply@estate.example>'),
  /** Base URL used in e-mailed links; never taken from the Host header. */
  PUBLIC_URL: v.optional(v.string()),
  PASSWORD_MIN_LENGTH: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '8'),
  /** Secret for signing access tokens; generated and kept in DATA_DIR when unset. */
  TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  ACCESS_TOKEN_TTL_S: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '900'),
  REFRESH_TOKEN_TTL_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '30'),
  /** The demo estate and its accounts, written into an empty database: on by default, off with NODE_ENV=production unless named. */
  SEED_DEMO: v.optional(v.picklist(['true', 'false'])),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  MAINTENANCE: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Lifetime of a delete-account code in seconds (at most 600); lowered only by tests. */
  DELETE_CODE_TTL_S: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(600)), '600'),
  /** The stored mailbox's pages (/dev/mailbox, /sdk/dev/mailbox), answering loopback callers only; `false` turns them off. */
  DEV_MAILBOX: v.optional(v.picklist(['true', 'false'])),
  /** Test-only switches for end-to-end tests (server/modules/dev/test-controls.ts); refused with NODE_ENV=production. */
  TEST_CONTROLS: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDRs; unset trusts none. */
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.check(isTrustProxyList, 'TRUST_PROXY must be comma-separated IP addresses or CIDRs'))),
  /** Change-log tombstones older than this many days are purged (a cursor behind them re-bootstraps). */
  TOMBSTONE_HORIZON_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(3650)), '30'),
  /** What one user's uploads (the files they own: photos, documents not yet given to a record) may add up to, in MB. */
  UPLOAD_QUOTA_MB: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)), '200'),
  /** Uploads one user may make in an hour (a manager's bill import uploads one statement PDF a unit). */
  UPLOADS_PER_HOUR: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)), '300'),
  /** An upload no row refers to is deleted after this many hours (a write made offline may reference it days later). */
  UPLOAD_PURGE_AFTER_HOURS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)), '72'),
  /** An external face-recognition service (spec 2 face upload); unset: faces are stored for the guard's eyes only. */
  FACE_SERVICE_URL: v.optional(v.pipe(v.string(), v.url('FACE_SERVICE_URL must be a URL'))),
  /** A MapLibre style (https) for the points-of-interest map; unset: the estate's own site plan is the map (works offline). */
  MAP_STYLE_URL: v.optional(v.pipe(v.string(), v.url('MAP_STYLE_URL must be an https URL'), v.startsWith('https://', 'MAP_STYLE_URL must be an https URL'))),
  /**
   * Firebase Auth as the identity provider: the estate's Firebase project. Unset: the
   * built-in accounts only. With it, the app signs in, signs up and resets passwords through the
   * Firebase JS SDK and exchanges the ID token for this server's own tokens.
   */
  FIREBASE_PROJECT_ID: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{3,38}[a-z0-9]$/, 'FIREBASE_PROJECT_ID must be a Firebase project id'))),
  /** The web API key of the project's web app (public by design; it identifies the project, it is not a secret). */
  FIREBASE_API_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'FIREBASE_API_KEY must be the web API key'))),
  /** The project's auth domain (`<project>.firebaseapp.com`), where Firebase's own e-mail action pages live. */
  FIREBASE_AUTH_DOMAIN: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/, 'FIREBASE_AUTH_DOMAIN must be a host name'))),
  /**
   * `host:port` of the Firebase Auth emulator (firebase-tools). Accepted only with a `demo-`
   * project and never with NODE_ENV=production: the emulator's tokens are unsigned.
   */
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port'))),
  /** Where Google publishes the keys that sign Firebase ID tokens (a JWK set); changed only to point at a mirror or a test's key server. */
  FIREBASE_KEYS_URL: v.optional(
    v.pipe(v.string(), v.url('FIREBASE_KEYS_URL must be a URL')),
    'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
  ),
  NODE_ENV: v.optional(v.string()),
  /** A bearer token Prometheus sends to /metrics from anywhere; unset: /metrics answers loopback callers that came through no proxy. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters'))),
  /** A real PayGate PayWeb3 account (both or neither); unset: the built-in sandbox gateway takes the payments. */
  PAYGATE_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'PAYGATE_ID must be the digits of a PayGate ID'))),
  PAYGATE_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** With NODE_ENV=production, `true` keeps the built-in sandbox gateway (a staging copy); elsewhere the sandbox is the default. */
  PAYGATE_SANDBOX: v.optional(v.picklist(['true', 'false'])),
  /** The sandbox's fault switches from the start (comma-separated; see src/domain/sandbox-cards.ts). */
  PAYGATE_SANDBOX_FAULTS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (list) => splitList(list).every((f) => (SANDBOX_FAULTS as readonly string[]).includes(f)),
        `PAYGATE_SANDBOX_FAULTS must be a comma-separated list of ${SANDBOX_FAULTS.join(', ')}`,
      ),
    ),
  ),
  /**
   * Test-only fault injection, never set in production: `exit-after-apply` kills the process
   * after a push commits; `throw-in-mutator:<name>[,<name>...]` makes those mutators throw a
   * plain Error after their writes (a poison mutation).
   */
  FAULT: v.optional(
    v.union([
      v.literal('exit-after-apply'),
      v.custom<`throw-in-mutator:${string}`>(
        (x) => typeof x === 'string' && /^throw-in-mutator:[a-zA-Z]+\.[a-zA-Z]+(,[a-zA-Z]+\.[a-zA-Z]+)*$/.test(x),
        'FAULT is not a known fault',
      ),
    ]),
  ),
  /**
   * Periodic jobs run once per fleet (server/jobs.ts): how long, in seconds, a process's claim on a
   * job holds without being renewed. A process that dies in the middle of a run gives the job up
   * after this long, and another takes it.
   */
  JOB_LEASE_S: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(5), v.maxValue(3600)), '60'),
  /** The mail outbox (server/mail/outbox.service.ts): tries per mail before it is marked failed. */
  MAIL_MAX_ATTEMPTS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '10'),
  /** Seconds before a failed mail's second try; each further try waits twice as long, at most an hour. */
  MAIL_RETRY_BASE_S: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(3600)), '30'),
  /** Days a sent mail's row (address and subject; the body goes when it is sent) stays in the outbox. */
  MAIL_KEEP_SENT_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(365)), '3'),
  /** Days a failed mail stays in the outbox for the operator to retry (`npm run operator -- mail`). */
  MAIL_KEEP_FAILED_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(365)), '14'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  passwordMinLength: number;
  tokenSecret: string | undefined;
  accessTokenTtlS: number;
  refreshTokenTtlDays: number;
  seedDemo: boolean;
  logLevel: string;
  staticDir: string;
  maintenance: boolean;
  deleteCodeTtlS: number;
  tombstoneHorizonDays: number;
  /** Per-user upload limits and the purge of unreferenced uploads (server/modules/files). */
  uploads: { quotaBytes: number; perHour: number; purgeAfterMs: number };
  fault: 'exit-after-apply' | `throw-in-mutator:${string}` | undefined;
  devMailbox: boolean;
  /** TEST_CONTROLS=true: the loopback-only test switches (fail the next N pushes) are registered. */
  testControls: boolean;
  /** Addresses and CIDRs of trusted proxies (Fastify's `trustProxy`); empty trusts none. */
  trustProxy: string[];
  /** FACE_SERVICE_URL, or undefined for no face service (server/faces/face-service.ts). */
  faceServiceUrl: string | undefined;
  /** MAP_STYLE_URL: the MapLibre style of the points-of-interest map (its origin is allowed by the CSP); undefined: the site plan only. */
  mapStyleUrl: string | undefined;
  /** Card payments: a real PayGate account (`live`) or the built-in sandbox (default, tests). */
  paygate: PaygateConfig;
  /** Firebase Auth as the identity provider; undefined: the built-in accounts only. */
  firebase: FirebaseConfig | undefined;
  /** METRICS_TOKEN: the bearer token /metrics asks for; undefined: loopback callers only (server/lib/metrics-route.ts). */
  metricsToken: string | undefined;
  /** JOB_LEASE_S: how long a claim on a periodic job holds without renewal (server/jobs.ts). */
  jobLeaseMs: number;
  /** The mail outbox's retries and how long it keeps rows (server/mail/outbox.service.ts). */
  mailOutbox: MailOutboxConfig;
};

/** MAIL_*: the outbox's tries per mail, the first retry's wait (doubling after), and how long sent and failed rows stay. */
export type MailOutboxConfig = { maxAttempts: number; retryBaseMs: number; keepSentMs: number; keepFailedMs: number };

/** The estate's Firebase project. */
export type FirebaseConfig = {
  projectId: string;
  apiKey: string;
  authDomain: string;
  /** `host:port` of the Auth emulator: its unsigned tokens are accepted (a `demo-` project, never in production). */
  emulatorHost: string | undefined;
  /** The JWK set of Google's securetoken keys. */
  keysUrl: string;
};

/** PayWeb3 credentials. The key signs every checksum and is never logged. */
export type PaygateConfig = {
  mode: 'live' | 'sandbox';
  paygateId: string;
  key: string;
  /** The sandbox's fault switches at boot (PAYGATE_SANDBOX_FAULTS); empty for a live account. */
  sandboxFaults: SandboxFault[];
};

/** PayGate's live PayWeb3 (security-and-payments reference §3.1); the app frames it and posts forms to it. */
export const PAYGATE_LIVE_BASE = 'https://secure.paygate.co.za/payweb3';

/** The PayGate test account the built-in sandbox answers for (security-and-payments reference §3.2). */
export const SANDBOX_PAYGATE = { paygateId: '10011072130', key: 'secret' } as const;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(Object.keys(ConfigSchema.entries).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const result = v.safeParse(ConfigSchema, picked);
  if (!result.success) {
    const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const c = result.output;
  if ((c.PAYGATE_ID === undefined) !== (c.PAYGATE_KEY === undefined)) throw new Error('Invalid configuration: PAYGATE_ID and PAYGATE_KEY must be set together');
  const firebase = firebaseConfig(c);
  const demo = demoParts(c);
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    passwordMinLength: c.PASSWORD_MIN_LENGTH,
    tokenSecret: c.TOKEN_SECRET,
    accessTokenTtlS: c.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlDays: c.REFRESH_TOKEN_TTL_DAYS,
    seedDemo: demo.seedDemo,
    logLevel: c.LOG_LEVEL,
    staticDir: path.resolve(c.STATIC_DIR),
    maintenance: c.MAINTENANCE === 'true',
    deleteCodeTtlS: c.DELETE_CODE_TTL_S,
    tombstoneHorizonDays: c.TOMBSTONE_HORIZON_DAYS,
    uploads: { quotaBytes: c.UPLOAD_QUOTA_MB * 1024 * 1024, perHour: c.UPLOADS_PER_HOUR, purgeAfterMs: c.UPLOAD_PURGE_AFTER_HOURS * 60 * 60_000 },
    fault: c.FAULT,
    devMailbox: demo.devMailbox,
    testControls: testControlsOn(c),
    trustProxy: splitList(c.TRUST_PROXY ?? ''),
    faceServiceUrl: c.FACE_SERVICE_URL,
    mapStyleUrl: c.MAP_STYLE_URL,
    paygate:
      c.PAYGATE_ID !== undefined && c.PAYGATE_KEY !== undefined
        ? { mode: 'live', paygateId: c.PAYGATE_ID, key: c.PAYGATE_KEY, sandboxFaults: [] }
        : { mode: 'sandbox', ...SANDBOX_PAYGATE, sandboxFaults: splitList(c.PAYGATE_SANDBOX_FAULTS ?? '') as SandboxFault[] },
    firebase,
    metricsToken: c.METRICS_TOKEN,
    jobLeaseMs: c.JOB_LEASE_S * 1000,
    mailOutbox: {
      maxAttempts: c.MAIL_MAX_ATTEMPTS,
      retryBaseMs: c.MAIL_RETRY_BASE_S * 1000,
      keepSentMs: c.MAIL_KEEP_SENT_DAYS * 24 * 60 * 60_000,
      keepFailedMs: c.MAIL_KEEP_FAILED_DAYS * 24 * 60 * 60_000,
    },
  };
}

/**
 * The parts that make `npm start` a demo: the seeded demo estate (accounts whose passwords the
 * README prints), the stored mailbox instead of SMTP, and the sandbox gateway that settles a
 * published test card. Each is the default on a developer's machine; with NODE_ENV=production
 * each is off unless its setting names it, and a production server that would need one to work
 * (no SMTP_URL, no PayGate account) refuses to start, naming the setting to change.
 */
function demoParts(c: v.InferOutput<typeof ConfigSchema>): { seedDemo: boolean; devMailbox: boolean } {
  const production = c.NODE_ENV === 'production';
  if (c.PAYGATE_SANDBOX === 'true' && c.PAYGATE_ID !== undefined)
    throw new Error('Invalid configuration: PAYGATE_SANDBOX=true and PAYGATE_ID cannot be set together');
  if (!production) return { seedDemo: c.SEED_DEMO !== 'false', devMailbox: c.DEV_MAILBOX !== 'false' };
  if (c.PAYGATE_ID === undefined && c.PAYGATE_SANDBOX !== 'true') {
    throw new Error(
      'Invalid configuration: with NODE_ENV=production card payments need a real PayGate account: set PAYGATE_ID and PAYGATE_KEY (or PAYGATE_SANDBOX=true for a staging copy that takes test cards)',
    );
  }
  if (c.SMTP_URL === undefined && c.DEV_MAILBOX !== 'true') {
    throw new Error(
      'Invalid configuration: with NODE_ENV=production e-mail needs SMTP_URL (or DEV_MAILBOX=true for a staging copy that keeps mail in the stored mailbox, loopback only)',
    );
  }
  return { seedDemo: c.SEED_DEMO === 'true', devMailbox: c.DEV_MAILBOX === 'true' };
}

/** TEST_CONTROLS=true turns on switches that make the server fail on purpose: never in production. */
function testControlsOn(c: v.InferOutput<typeof ConfigSchema>): boolean {
  if (c.TEST_CONTROLS !== 'true') return false;
  if (c.NODE_ENV === 'production') throw new Error('Invalid configuration: TEST_CONTROLS must not be set with NODE_ENV=production');
  return true;
}

/**
 * FIREBASE_*: the project id turns Firebase Auth on; a real project needs its web API key and
 * auth domain. The emulator switch is refused unless the project is a `demo-` one (which has
 * no real users: firebase-tools' demo projects) and NODE_ENV is not production.
 */
function firebaseConfig(c: v.InferOutput<typeof ConfigSchema>): FirebaseConfig | undefined {
  const projectId = c.FIREBASE_PROJECT_ID;
  if (projectId === undefined) {
    if (c.FIREBASE_API_KEY !== undefined || c.FIREBASE_AUTH_DOMAIN !== undefined || c.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
      throw new Error('Invalid configuration: FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_AUTH_EMULATOR_HOST need FIREBASE_PROJECT_ID');
    }
    return undefined;
  }
  const emulatorHost = c.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost !== undefined) {
    if (!projectId.startsWith('demo-'))
      throw new Error('Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST works only with a demo- project (the emulator signs nothing)');
    if (c.NODE_ENV === 'production') throw new Error('Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST must not be set with NODE_ENV=production');
    return {
      projectId,
      apiKey: c.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: c.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      emulatorHost,
      keysUrl: c.FIREBASE_KEYS_URL,
    };
  }
  if (c.FIREBASE_API_KEY === undefined || c.FIREBASE_AUTH_DOMAIN === undefined) {
    throw new Error("Invalid configuration: FIREBASE_PROJECT_ID needs FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN (the project web app's settings)");
  }
  return { projectId, apiKey: c.FIREBASE_API_KEY, authDomain: c.FIREBASE_AUTH_DOMAIN, emulatorHost: undefined, keysUrl: c.FIREBASE_KEYS_URL };
}
