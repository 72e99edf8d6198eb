import net from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { SANDBOX_FAULTS, type SandboxFault } from '../src/domain/sandbox-cards';
import { POOL_DEFAULTS, type PoolSettings } from './db/pool-settings';

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
  /**
   * The server's secret (signs access tokens, seals the estates' gate issuing keys): the same on
   * every process. Required on PostgreSQL and with NODE_ENV=production; elsewhere generated once
   * into DATA_DIR/token-secret when unset.
   */
  TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'TOKEN_SECRET must be at least 32 characters'))),
  ACCESS_TOKEN_TTL_S: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '900'),
  REFRESH_TOKEN_TTL_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '30'),
  /** The demo estate and its accounts, written into an empty database: on by default, off with NODE_ENV=production unless named. */
  SEED_DEMO: v.optional(v.picklist(['true', 'false'])),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  MAINTENANCE: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Lifetime of a delete-account code in seconds (at most 600); lowered only by tests. */
  DELETE_CODE_TTL_S: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(600)), '600'),
  /**
   * Where phone-verification codes go (server/sms): `stored` (the default) keeps each SMS in the
   * database's `sms_outbox`, listed at /dev/sms for loopback callers while DEV_MAILBOX is on;
   * `bulksms` sends it through BulkSMS's JSON API with BULKSMS_TOKEN_ID and BULKSMS_TOKEN_SECRET.
   */
  SMS_PROVIDER: v.optional(v.picklist(['stored', 'bulksms']), 'stored'),
  BULKSMS_TOKEN_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  BULKSMS_TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The sender id or number BulkSMS shows (optional: the account's default otherwise). */
  BULKSMS_FROM: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(20))),
  /** BulkSMS's API base; only tests point it elsewhere. */
  BULKSMS_API_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\//, 'BULKSMS_API_URL must be an http(s) URL')), 'https://api.bulksms.com/v1'),
  /** The lowest app version allowed to run (e.g. 4.1.0): older builds show the blocking update prompt. Unset: none. */
  MIN_APP_VERSION: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d+){0,2}$/, 'MIN_APP_VERSION must look like 4.1.0'))),
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
   * Older secrets still accepted while TOKEN_SECRET is rotated (comma-separated, each at least 32
   * characters): their access tokens and codes still verify, the gate issuing keys they sealed
   * still open and are re-sealed with TOKEN_SECRET. Unset: TOKEN_SECRET alone.
   */
  TOKEN_SECRETS_PREVIOUS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (list) => splitList(list).every((secret) => secret.length >= 32),
        'TOKEN_SECRETS_PREVIOUS must be comma-separated secrets of at least 32 characters each',
      ),
    ),
  ),
  // The PostgreSQL pool (server/db/pool-settings.ts says why these defaults); unused on SQLite.
  /** Connections each process opens at most; the fleet's processes times this must stay under the database's limit. */
  DB_POOL_MAX: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(1000)), String(POOL_DEFAULTS.max)),
  /** PostgreSQL's statement_timeout on every pooled connection, in ms (a stuck query frees its connection); 0 turns it off. */
  DB_STATEMENT_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), String(POOL_DEFAULTS.statementTimeoutMs)),
  /** How long opening a database connection may take, in ms, before the query that waits for it fails. */
  DB_CONNECT_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)), String(POOL_DEFAULTS.connectTimeoutMs)),
  /** An idle pooled connection is closed after this many ms; 0 keeps idle connections open. */
  DB_IDLE_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), String(POOL_DEFAULTS.idleTimeoutMs)),
  /**
   * The S3-compatible bucket that holds uploaded files (server/files/s3-file-store.ts); unset: a
   * folder under DATA_DIR, which only one process sees. The other S3_* settings need it.
   */
  S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)')),
  ),
  /** The server's URL for a store other than AWS S3 (MinIO, Ceph, Cloudflare R2); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.check((url) => URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol), 'S3_ENDPOINT must be an http:// or https:// URL'),
      v.check(
        (url) => !URL.canParse(url) || new URL(url).username + new URL(url).password === '',
        'S3_ENDPOINT must not hold credentials (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
      ),
    ),
  ),
  /** The bucket's region (what the requests are signed for), us-east-1 when unset; `auto` for Cloudflare R2. */
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/, 'S3_REGION must be a region name such as us-east-1'))),
  /** An access key (both or neither); unset: the SDK's default chain (AWS_* variables, shared files, the instance's or task's role). */
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,128}$/, 'S3_ACCESS_KEY_ID must be an access key id'))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,256}$/, 'S3_SECRET_ACCESS_KEY must be printable characters without spaces'))),
  /** `true`: the bucket in the path (`<endpoint>/<bucket>/<key>`), which MinIO and most self-hosted servers need; `false` (unset): in the host name (AWS). */
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'], 'S3_FORCE_PATH_STYLE must be true or false')),
  /** A folder in the bucket for this deployment's files (`estate/prod` -> `estate/prod/<id>`); unset: the bucket's top level. */
  S3_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\/*[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/*$/,
        'S3_PREFIX must be folder names of letters, digits, dots, hyphens and underscores, separated by /',
      ),
      v.maxLength(200, 'S3_PREFIX must be at most 200 characters'),
    ),
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
  /**
   * Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints them) and
   * the contact a push service may write to (mailto: or https:). Required with
   * NODE_ENV=production; elsewhere, when unset, a pair is generated once and kept in the database
   * (every process of a fleet reads the same one).
   */
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{86,88}=*$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (npx web-push generate-vapid-keys)')),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{42,44}=*$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (npx web-push generate-vapid-keys)')),
  ),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL'))),
  /** The push outbox (server/modules/push/push-outbox.service.ts): tries per push before it is marked failed. */
  PUSH_MAX_ATTEMPTS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '8'),
  /** Seconds before a failed push's second try (unless the push service says Retry-After); each further try waits twice as long, at most an hour. */
  PUSH_RETRY_BASE_S: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(3600)), '10'),
  /** Days a sent or failed push's row stays in the push outbox. */
  PUSH_KEEP_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(365)), '3'),
  /** Days a mail stays in the stored mailbox (the mailer without SMTP, its page /dev/mailbox). */
  MAILBOX_KEEP_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(3650)), '30'),
  /**
   * Days the gate keeps a resident's gate decision: the guard devices' gate event and its line in
   * the estate's visitor log (the pass and PIN lines go with the estate's visitor retention). The
   * devices drop their copies past it too.
   */
  GATE_LOG_KEEP_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(3650)), '365'),
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
  /** The SMS sender (server/sms/create-sms-sender.ts): the stored outbox, or BulkSMS with its API token. */
  sms: { provider: 'stored' } | { provider: 'bulksms'; tokenId: string; tokenSecret: string; from: string | undefined; apiUrl: string };
  /** MIN_APP_VERSION: builds below it must update (sent on every /sdk answer as X-Min-App-Version). */
  minAppVersion: string | undefined;
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
  /** TOKEN_SECRETS_PREVIOUS: secrets accepted besides `tokenSecret` during a rotation (server/auth/token-keys.ts); empty: none. */
  tokenSecretsPrevious: string[];
  /** DB_*: the PostgreSQL pool's size and timeouts (server/db/pool-settings.ts). */
  db: PoolSettings;
  /** S3_*: the S3-compatible bucket of uploaded files; undefined: the folder under DATA_DIR (server/files/create-file-store.ts). */
  s3: S3Config | undefined;
  /** JOB_LEASE_S: how long a claim on a periodic job holds without renewal (server/jobs.ts). */
  jobLeaseMs: number;
  /** The mail outbox's retries and how long it keeps rows (server/mail/outbox.service.ts). */
  mailOutbox: MailOutboxConfig;
  /** MAILBOX_KEEP_DAYS: how long the stored mailbox keeps a mail (server/mail/mailbox-mailer.ts). */
  mailboxKeepDays: number;
  /** Web Push (server/modules/push): the VAPID keys from the settings, and the push outbox's retries and keeping time. */
  push: PushConfig;
  /** GATE_LOG_KEEP_DAYS: how long a resident's gate decision is kept (server/modules/access/gate-retention.service.ts). */
  gateLogKeepDays: number;
};

/** An S3-compatible bucket for uploaded files. The secret key is never logged nor put in a message. */
export type S3Config = {
  bucket: string;
  /** S3_ENDPOINT: a server other than AWS S3; undefined: AWS S3 in `region`. */
  endpoint: string | undefined;
  region: string;
  /** Undefined: the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** The folder in the bucket, without leading or trailing `/`; '' for the top level. */
  prefix: string;
};

/** MAIL_*: the outbox's tries per mail, the first retry's wait (doubling after), and how long sent and failed rows stay. */
export type MailOutboxConfig = { maxAttempts: number; retryBaseMs: number; keepSentMs: number; keepFailedMs: number };

/**
 * VAPID_*: the settings' key pair and subject; `keys` undefined outside production when unset (a pair
 * generated once and kept in the database, server/modules/push/vapid.service.ts). PUSH_*: the outbox.
 */
export type PushConfig = {
  /** NODE_ENV=production: endpoints on loopback and private addresses are refused (server/modules/push/push-endpoint.ts). */
  production: boolean;
  keys: { publicKey: string; privateKey: string } | undefined;
  subject: string;
  maxAttempts: number;
  retryBaseMs: number;
  keepMs: number;
};

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
    sms: smsConfig(c),
    minAppVersion: c.MIN_APP_VERSION,
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
    tokenSecretsPrevious: tokenSecretsPrevious(c),
    db: {
      max: c.DB_POOL_MAX,
      statementTimeoutMs: c.DB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: c.DB_CONNECT_TIMEOUT_MS,
      idleTimeoutMs: c.DB_IDLE_TIMEOUT_MS,
    },
    s3: s3Config(c),
    jobLeaseMs: c.JOB_LEASE_S * 1000,
    mailOutbox: {
      maxAttempts: c.MAIL_MAX_ATTEMPTS,
      retryBaseMs: c.MAIL_RETRY_BASE_S * 1000,
      keepSentMs: c.MAIL_KEEP_SENT_DAYS * 24 * 60 * 60_000,
      keepFailedMs: c.MAIL_KEEP_FAILED_DAYS * 24 * 60 * 60_000,
    },
    mailboxKeepDays: c.MAILBOX_KEEP_DAYS,
    push: pushConfig(c),
    gateLogKeepDays: c.GATE_LOG_KEEP_DAYS,
  };
}

/**
 * TOKEN_SECRET is required wherever more than this process's own files could hold what it signs:
 * on PostgreSQL (processes sharing the database verify each other's tokens and open the gate keys
 * sealed by any of them) and in production (a secret generated into DATA_DIR is lost with the
 * disk). TOKEN_SECRETS_PREVIOUS only makes sense beside it.
 */
function tokenSecretsPrevious(c: v.InferOutput<typeof ConfigSchema>): string[] {
  if (c.TOKEN_SECRET === undefined) {
    const why = c.DATABASE_URL !== undefined ? 'when DATABASE_URL is set' : c.NODE_ENV === 'production' ? 'with NODE_ENV=production' : undefined;
    if (why !== undefined) {
      throw new Error(
        `Invalid configuration: TOKEN_SECRET must be set ${why} (a random secret of at least 32 characters, the same on every server process): it signs the access tokens and seals the estates' gate issuing keys`,
      );
    }
    if (c.TOKEN_SECRETS_PREVIOUS !== undefined) throw new Error('Invalid configuration: TOKEN_SECRETS_PREVIOUS needs TOKEN_SECRET (the current secret)');
  }
  return splitList(c.TOKEN_SECRETS_PREVIOUS ?? '');
}

/**
 * The parts that make `npm start` a demo: the seeded demo estate (accounts whose passwords the
 * README prints), the stored mailbox instead of SMTP, and the sandbox gateway that settles a
 * published test card. Each is the default on a developer's machine; with NODE_ENV=production
 * each is off unless its setting names it, and a production server that would need one to work
 * (no SMTP_URL, no PayGate account) refuses to start, naming the setting to change.
 */
/** SMS_PROVIDER=bulksms needs both halves of the API token. */
function smsConfig(c: v.InferOutput<typeof ConfigSchema>): Config['sms'] {
  if (c.SMS_PROVIDER === 'stored') return { provider: 'stored' };
  if (c.BULKSMS_TOKEN_ID === undefined || c.BULKSMS_TOKEN_SECRET === undefined) {
    throw new Error('Invalid configuration: SMS_PROVIDER=bulksms needs BULKSMS_TOKEN_ID and BULKSMS_TOKEN_SECRET');
  }
  return {
    provider: 'bulksms',
    tokenId: c.BULKSMS_TOKEN_ID,
    tokenSecret: c.BULKSMS_TOKEN_SECRET,
    from: c.BULKSMS_FROM,
    apiUrl: c.BULKSMS_API_URL.replace(/\/$/, ''),
  };
}

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

/**
 * VAPID keys are required with NODE_ENV=production: a pair generated by one server would change
 * with a new database and every device's subscription would stop working. The pair and the
 * subject are set together. Elsewhere the subject defaults to MAIL_FROM's address.
 */
function pushConfig(c: v.InferOutput<typeof ConfigSchema>): PushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = c;
  const production = c.NODE_ENV === 'production';
  if (production && (publicKey === undefined || privateKey === undefined || subject === undefined)) {
    throw new Error(
      'Invalid configuration: with NODE_ENV=production Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (a mailto: address or https: URL); `npx web-push generate-vapid-keys` makes a key pair, which must then stay the same',
    );
  }
  if ((publicKey === undefined) !== (privateKey === undefined))
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const mailFrom = /<([^<>\s]+@[^<>\s]+)>/.exec(c.MAIL_FROM)?.[1] ?? (/^\S+@\S+$/.test(c.MAIL_FROM.trim()) ? c.MAIL_FROM.trim() : 'no-reply@estate.example');
  return {
    production,
    keys: publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : undefined,
    subject: subject ?? `mailto:${mailFrom}`,
    maxAttempts: c.PUSH_MAX_ATTEMPTS,
    retryBaseMs: c.PUSH_RETRY_BASE_S * 1000,
    keepMs: c.PUSH_KEEP_DAYS * 24 * 60 * 60_000,
  };
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

/**
 * S3_*: S3_BUCKET turns the S3 file store on, and every other S3_* setting needs it (one set
 * without it would be ignored silently while files stay on one disk). The keys come both or
 * neither. The messages name the settings, never their values.
 */
function s3Config(c: v.InferOutput<typeof ConfigSchema>): S3Config | undefined {
  const bucket = c.S3_BUCKET;
  if (bucket === undefined) {
    const orphans = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const).filter(
      (name) => c[name] !== undefined,
    );
    if (orphans.length > 0) throw new Error(`Invalid configuration: ${orphans.join(', ')} need${orphans.length === 1 ? 's' : ''} S3_BUCKET`);
    return undefined;
  }
  if ((c.S3_ACCESS_KEY_ID === undefined) !== (c.S3_SECRET_ACCESS_KEY === undefined))
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the default credential chain)');
  return {
    bucket,
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION ?? 'us-east-1',
    credentials:
      c.S3_ACCESS_KEY_ID !== undefined && c.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
    prefix: (c.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
  };
}
