import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { hasPendingRows, onCommittedVersion, scopes, sequencePending } from './change-log';
import { userScopes } from './scopes';
import { SyncListener } from './listener';

export const SYNC_CHANNEL = 'estate_sync';
const KEEPALIVE_MS = 25_000;
/**
 * Commits within this long share one poke (with the latest version): a poke only says "pull",
 * so one write per stream per window does the job of one per commit. Measured with 500 open
 * streams (npm run load, docs/load.md): a poke per commit cost ~17 µs a stream, 10 ms of server
 * CPU a push; shared, the push costs what it does with no streams open.
 */
const POKE_COALESCE_MS = 20;
/**
 * How often each process looks for committed changes still waiting for the sequencer (PostgreSQL):
 * a process that stopped between a commit and its sequencing leaves them, and a sequencing that
 * failed with a lost connection too. Each look is one probe of the primary key's negative end.
 */
const SEQUENCE_SWEEP_MS = 1_000;
/** A NOTIFY payload must stay under 8000 bytes: a commit that changed more scopes than fit says "every stream". */
const NOTIFY_SCOPES_MAX_BYTES = 7_000;

/** What a NOTIFY on the channel carries: the sending process, the version and the scopes changed (`*`: any). */
type NotifyPayload = { o: string; v: number; s: string[] | '*' };

/** An open event stream: whose it is and the scopes it is poked for (the user's, re-read when their own scope changes). */
type Stream = { raw: ServerResponse; userId: string; scopes: ReadonlySet<string> };

/**
 * Fan-out of "something changed" pokes to the SSE streams of this process, each poked only when a
 * commit changed one of its user's scopes (a poke costs the client a pull). On PostgreSQL
 * every commit is also NOTIFYed on `estate_sync`, and one LISTEN connection per process relays
 * other processes' commits to local streams. That connection reconnects whenever it is lost
 * (server/sync/listener.ts); what was notified while it was down is gone, so once it is back
 * every stream is poked with the latest version and its client pulls what it missed.
 */
export class PokeHub {
  private readonly streams = new Map<ServerResponse, Stream>();
  /** The open streams by scope: a commit pokes the streams of the scopes it changed, not every stream. */
  private readonly byScope = new Map<string, Set<ServerResponse>>();
  /** Scopes changed since the last coalesced poke went out; `all`: poke every stream. */
  private changed = new Set<string>();
  private changedAll = false;
  private sweep: NodeJS.Timeout | undefined;
  private sweeping = false;
  private readonly origin = crypto.randomBytes(8).toString('hex');
  private listener: SyncListener | undefined;
  private stopCommits: (() => void) | undefined;
  private keepalive: NodeJS.Timeout | undefined;
  private pending: NodeJS.Timeout | undefined;
  /** Streams whose socket buffer is full: they get the latest poke when it drains, nothing piles up meanwhile. */
  private readonly behind = new Set<ServerResponse>();
  /** The version each stream was last poked with: a coalesced poke goes only to streams below the latest. */
  private readonly poked = new WeakMap<ServerResponse, number>();
  private latest = 0;

  constructor(private readonly ctx: AppContext) {}

  async start(): Promise<void> {
    const current = await this.ctx.db.selectFrom('sync_state').select('version').where('id', '=', 1).executeTakeFirst();
    this.latest = current ? Number(current.version) : 0;
    this.stopCommits = onCommittedVersion((version, changed) => {
      this.poke(version, changed);
      if (this.ctx.dialect === 'postgres') void this.notify(version, changed);
    });
    this.keepalive = setInterval(() => {
      this.broadcast(': keepalive\n\n');
      void this.listener?.check();
    }, KEEPALIVE_MS);
    this.keepalive.unref();
    if (this.ctx.dialect === 'postgres') {
      this.sweep = setInterval(() => void this.sequenceLeftovers(), SEQUENCE_SWEEP_MS);
      this.sweep.unref();
    }
    if (this.ctx.dialect === 'postgres' && this.ctx.config.databaseUrl) await this.listen(this.ctx.config.databaseUrl);
  }

  /** Sequences committed changes nobody sequenced (see SEQUENCE_SWEEP_MS); the sequencer announces them. */
  private async sequenceLeftovers(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      if (await hasPendingRows(this.ctx.db)) await sequencePending(this.ctx.db);
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'could not sequence pending changes; the next sweep tries again');
    } finally {
      this.sweeping = false;
    }
  }

  private async listen(url: string): Promise<void> {
    const listener = new SyncListener({
      url,
      channel: SYNC_CHANNEL,
      connectTimeoutMs: this.ctx.config.db.connectTimeoutMs,
      log: this.ctx.log,
      onPayload: (payload) => {
        const message = parseNotify(payload);
        if (message && message.o !== this.origin) this.poke(message.v, message.s === '*' ? 'all' : new Set(message.s));
      },
      onRecovered: () => this.pokeEveryStream(),
    });
    this.listener = listener;
    this.ctx.readiness.add('listener', () => listener.isConnected);
    await listener.start();
  }

  /**
   * After the listener was down: reads the latest version (the listener already LISTENs, so
   * nothing committed after this read is missed) and pokes every stream with it, even one
   * already poked with that version: a needless poke costs a pull that finds nothing, and no
   * stream is left waiting on a commit this process was not told about.
   */
  private async pokeEveryStream(): Promise<void> {
    try {
      const current = await this.ctx.db.selectFrom('sync_state').select('version').where('id', '=', 1).executeTakeFirst();
      if (current) this.latest = Math.max(this.latest, Number(current.version));
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'sync listener could not read the latest version; streams are poked with the last one known');
    }
    for (const stream of this.streams.keys()) this.poked.delete(stream);
    this.poke(this.latest, 'all');
  }

  /** Tells other processes' listeners about a commit. Tried twice: the first try may get a pooled connection that was just lost. */
  private async notify(version: number, changed: ReadonlySet<string>): Promise<void> {
    const list = [...changed];
    const fits = list.reduce((bytes, scope) => bytes + Buffer.byteLength(scope) + 3, 0) <= NOTIFY_SCOPES_MAX_BYTES;
    const payload: NotifyPayload = { o: this.origin, v: version, s: fits ? list : '*' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await sql`select pg_notify(${SYNC_CHANNEL}, ${JSON.stringify(payload)})`.execute(this.ctx.db);
        return;
      } catch {
        // Best effort: a client that misses this poke pulls at its next poll (60 s) or poke.
      }
    }
  }

  /** Records a commit that changed `changed` (or `all`); within POKE_COALESCE_MS one poke goes to each stream of those scopes. */
  poke(version: number, changed: ReadonlySet<string> | 'all'): void {
    if (version > this.latest) this.latest = version;
    if (changed === 'all') this.changedAll = true;
    else for (const scope of changed) this.changed.add(scope);
    if (this.pending) return;
    this.pending = setTimeout(() => this.flush(), POKE_COALESCE_MS);
  }

  /** Pokes the streams of the scopes changed since the last flush; a stream whose user's own scope changed re-reads its scopes (a role granted or ended). */
  private flush(): void {
    this.pending = undefined;
    const all = this.changedAll;
    const changed = this.changed;
    this.changedAll = false;
    this.changed = new Set();
    if (all) {
      for (const stream of this.streams.keys()) this.pokeOne(stream);
      return;
    }
    const targets = new Set<ServerResponse>();
    for (const scope of changed) for (const raw of this.byScope.get(scope) ?? []) targets.add(raw);
    for (const raw of targets) {
      this.pokeOne(raw);
      const stream = this.streams.get(raw);
      if (stream && changed.has(scopes.user(stream.userId))) void this.rescope(stream);
    }
  }

  /** Re-reads a stream's scopes from its user's roles and re-indexes it. */
  private async rescope(stream: Stream): Promise<void> {
    try {
      const next = new Set<string>(await userScopes(this.ctx.db, stream.userId, this.ctx.hooks));
      if (!this.streams.has(stream.raw)) return;
      this.unindex(stream);
      stream.scopes = next;
      this.index(stream);
    } catch {
      // Keeps the scopes it had: the client's next pull reads the right ones anyway.
    }
  }

  private index(stream: Stream): void {
    for (const scope of stream.scopes) {
      const set = this.byScope.get(scope) ?? new Set<ServerResponse>();
      set.add(stream.raw);
      this.byScope.set(scope, set);
    }
  }

  private unindex(stream: Stream): void {
    for (const scope of stream.scopes) {
      const set = this.byScope.get(scope);
      set?.delete(stream.raw);
      if (set?.size === 0) this.byScope.delete(scope);
    }
  }

  private pokeFrame(): string {
    return `event: poke\ndata: ${JSON.stringify({ v: this.latest })}\n\n`;
  }

  private broadcast(chunk: string): void {
    for (const stream of this.streams.keys()) this.send(stream, chunk);
  }

  /** Sends the latest version to a stream that has not had it (one attached after the commit already has). */
  private pokeOne(stream: ServerResponse): void {
    if (this.behind.has(stream) || (this.poked.get(stream) ?? -1) >= this.latest) return;
    this.poked.set(stream, this.latest);
    this.ctx.metrics.pokes.inc();
    this.send(stream, this.pokeFrame());
  }

  /** Writes to one stream unless it is behind; a full buffer marks it behind until 'drain', which sends it the latest poke. */
  private send(stream: ServerResponse, chunk: string): void {
    if (this.behind.has(stream)) return;
    if (stream.write(chunk)) return;
    this.behind.add(stream);
    stream.once('drain', () => {
      this.behind.delete(stream);
      if (this.streams.has(stream)) this.pokeOne(stream);
    });
  }

  /** Keeps `raw` open as `userId`'s event stream, poked for `scopes`; the first poke tells a reconnecting client to pull. */
  attach(raw: ServerResponse, userId: string, scopes: readonly string[]): void {
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write(`retry: 5000\nevent: poke\ndata: ${JSON.stringify({ v: this.latest })}\n\n`);
    this.poked.set(raw, this.latest);
    const stream: Stream = { raw, userId, scopes: new Set(scopes) };
    this.streams.set(raw, stream);
    this.index(stream);
    this.ctx.metrics.openStreams.inc();
    raw.on('close', () => {
      const open = this.streams.get(raw);
      if (open) {
        this.unindex(open);
        this.streams.delete(raw);
        this.ctx.metrics.openStreams.dec();
      }
      this.behind.delete(raw);
    });
  }

  /** Ends every stream so shutdown is not held open, and stops listening. */
  async close(): Promise<void> {
    this.stopCommits?.();
    if (this.keepalive) clearInterval(this.keepalive);
    if (this.sweep) clearInterval(this.sweep);
    if (this.pending) clearTimeout(this.pending);
    this.pending = undefined;
    for (const stream of this.streams.keys()) stream.end();
    this.ctx.metrics.openStreams.dec(this.streams.size);
    this.streams.clear();
    this.byScope.clear();
    this.behind.clear();
    await this.listener?.close();
    this.listener = undefined;
  }
}

/** A NOTIFY payload from another process, or undefined for one this version cannot read (an older process's "origin:version": every stream). */
function parseNotify(payload: string): NotifyPayload | undefined {
  try {
    const value = JSON.parse(payload) as Partial<NotifyPayload>;
    if (typeof value.o !== 'string' || typeof value.v !== 'number') return undefined;
    const scopes = value.s === '*' || (Array.isArray(value.s) && value.s.every((scope) => typeof scope === 'string')) ? value.s : '*';
    return { o: value.o, v: value.v, s: scopes };
  } catch {
    const [origin, version] = payload.split(':');
    return origin && version && Number.isFinite(Number(version)) ? { o: origin, v: Number(version), s: '*' } : undefined;
  }
}

export async function registerPokeHub(app: FastifyInstance, ctx: AppContext): Promise<PokeHub> {
  const hub = new PokeHub(ctx);
  await hub.start();
  app.addHook('preClose', async () => {
    await hub.close();
  });
  return hub;
}
