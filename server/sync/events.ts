import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { onCommittedVersion } from './change-log';
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
 * Fan-out of "something changed" pokes to the SSE streams of this process. On PostgreSQL
 * every commit is also NOTIFYed on `estate_sync`, and one LISTEN connection per process relays
 * other processes' commits to local streams. That connection reconnects whenever it is lost
 * (server/sync/listener.ts); what was notified while it was down is gone, so once it is back
 * every stream is poked with the latest version and its client pulls what it missed.
 */
export class PokeHub {
  private readonly streams = new Set<ServerResponse>();
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
    this.stopCommits = onCommittedVersion((version) => {
      this.poke(version);
      if (this.ctx.dialect === 'postgres') void this.notify(version);
    });
    this.keepalive = setInterval(() => {
      this.broadcast(': keepalive\n\n');
      void this.listener?.check();
    }, KEEPALIVE_MS);
    this.keepalive.unref();
    if (this.ctx.dialect === 'postgres' && this.ctx.config.databaseUrl) await this.listen(this.ctx.config.databaseUrl);
  }

  private async listen(url: string): Promise<void> {
    const listener = new SyncListener({
      url,
      channel: SYNC_CHANNEL,
      connectTimeoutMs: this.ctx.config.db.connectTimeoutMs,
      log: this.ctx.log,
      onPayload: (payload) => {
        const [origin, version] = payload.split(':');
        if (origin !== this.origin && version) this.poke(Number(version));
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
    for (const stream of this.streams) this.poked.delete(stream);
    this.poke(this.latest);
  }

  /** Tells other processes' listeners about a commit. Tried twice: the first try may get a pooled connection that was just lost. */
  private async notify(version: number): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await sql`select pg_notify(${SYNC_CHANNEL}, ${`${this.origin}:${version}`})`.execute(this.ctx.db);
        return;
      } catch {
        // Best effort: a client that misses this poke pulls at its next poll (60 s) or poke.
      }
    }
  }

  poke(version: number): void {
    if (version > this.latest) this.latest = version;
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      for (const stream of this.streams) this.pokeOne(stream);
    }, POKE_COALESCE_MS);
  }

  private pokeFrame(): string {
    return `event: poke\ndata: ${JSON.stringify({ v: this.latest })}\n\n`;
  }

  private broadcast(chunk: string): void {
    for (const stream of this.streams) this.send(stream, chunk);
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

  /** Keeps `raw` open as an event stream; the first poke tells a reconnecting client to pull. */
  attach(raw: ServerResponse): void {
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write(`retry: 5000\nevent: poke\ndata: ${JSON.stringify({ v: this.latest })}\n\n`);
    this.poked.set(raw, this.latest);
    this.streams.add(raw);
    this.ctx.metrics.openStreams.inc();
    raw.on('close', () => {
      if (this.streams.delete(raw)) this.ctx.metrics.openStreams.dec();
      this.behind.delete(raw);
    });
  }

  /** Ends every stream so shutdown is not held open, and stops listening. */
  async close(): Promise<void> {
    this.stopCommits?.();
    if (this.keepalive) clearInterval(this.keepalive);
    if (this.pending) clearTimeout(this.pending);
    this.pending = undefined;
    for (const stream of this.streams) stream.end();
    this.ctx.metrics.openStreams.dec(this.streams.size);
    this.streams.clear();
    this.behind.clear();
    await this.listener?.close();
    this.listener = undefined;
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
