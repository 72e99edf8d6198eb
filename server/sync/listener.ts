import pg from 'pg';

/** The listener's first wait after a lost connection; each failed attempt doubles it, up to RECONNECT_MAX_MS. */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** A ping the database has not answered in this long means the connection is gone (a half-open one after a failover). */
const PING_TIMEOUT_MS = 10_000;

/** Where the listener reports its losses and recoveries (the server's logger). */
export type ListenerLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type ListenerOptions = {
  url: string;
  channel: string;
  connectTimeoutMs: number;
  log: ListenerLog;
  /** Each notification's payload on the channel. */
  onPayload(payload: string): void;
  /**
   * Runs once the listener is back after a loss (LISTENing again), before it reports itself
   * connected: what was notified meanwhile never arrives, so the caller catches up here.
   */
  onRecovered(): Promise<void>;
};

/**
 * The wait before reconnect attempt `attempt` (0 the first): 0.5 s doubling to 30 s, each a
 * random time between half of that and all of it, so the processes of a fleet that lost the
 * database together do not all knock again in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * One PostgreSQL connection that LISTENs on a channel and stays so: whenever the connection
 * errors or ends (a restart, a failover, pg_terminate_backend) it connects again with backoff
 * (`reconnectDelay`), LISTENs again and calls `onRecovered`, until `close()`. A ping at each
 * `check()` finds a connection that died without a word.
 */
export class SyncListener {
  /** The connection now (up or connecting) and how to give it up. */
  private current: { client: pg.Client; lose(error: unknown): void } | undefined;
  private connected = false;
  private closed = false;
  /** Failed attempts since the connection was last up. */
  private attempt = 0;
  /** True once a connection was up and then lost: the next one up is a recovery. */
  private lostOne = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly options: ListenerOptions) {}

  /** True while the connection is up and LISTENing (what /readyz reports). */
  get isConnected(): boolean {
    return this.connected;
  }

  /** Connects and LISTENs; when that fails it logs and keeps trying in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const { options } = this;
    const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: options.connectTimeoutMs, keepAlive: true });
    let up = false;
    let gone = false;
    const lose = (error: unknown) => {
      if (gone) return;
      gone = true;
      if (this.current?.client === client) this.current = undefined;
      this.connected = false;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      if (up) {
        this.lostOne = true;
        options.log.warn({ err: error }, 'sync listener lost its database connection; pokes from other processes wait until it is back');
      }
      this.scheduleRetry(up ? undefined : error);
    };
    this.current = { client, lose };
    // Every 'error' pg emits on this client is a lost connection; without a listener it would crash the process.
    client.on('error', lose);
    client.on('end', () => lose(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === options.channel && message.payload) options.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${options.channel}`);
      if (gone || this.closed) return;
      const recovering = this.lostOne || this.attempt > 0;
      if (recovering) await options.onRecovered();
      // Lost again (or closed) while catching up: the next attempt, if any, is already planned.
      if (gone || this.closed) return;
      up = true;
      this.connected = true;
      this.attempt = 0;
      this.lostOne = false;
      if (recovering) options.log.info({}, 'sync listener reconnected; every open stream was poked to pull');
    } catch (error) {
      lose(error);
    }
  }

  private scheduleRetry(failure: unknown): void {
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    if (failure !== undefined) {
      this.options.log.warn({ err: failure, attempt: this.attempt, retryInMs: delay }, 'sync listener could not connect to the database; retrying');
    }
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, delay);
    this.retry.unref();
  }

  /** Pings the connection; one that does not answer in PING_TIMEOUT_MS is dropped and replaced. */
  async check(): Promise<void> {
    const current = this.current;
    if (!current || !this.connected) return;
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer to a ping in ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([current.client.query('select 1'), silent]);
    } catch (error) {
      // A failed connection is already being given up ('error', 'end'); a silent one is given up here.
      current.lose(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops listening for good: no reconnect after this. */
  async close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    if (this.retry) clearTimeout(this.retry);
    this.retry = undefined;
    const current = this.current;
    this.current = undefined;
    if (current) await current.client.end().catch(() => undefined);
  }
}
