// A crowd of SSE clients on the sync event stream (bench/load.ts): each its own TCP connection,
// signed in as one of the run's users (taken in turn), counting the pokes it receives.
//
// A poke is meant for a client when another client of the same user received it: today the hub
// sends every poke to every stream, and if it ever sends a user only the pokes of its own scopes,
// or coalesces them (one poke for several commits), clients of one user still all get the same
// pokes. So each client is checked against the pokes its user's clients saw together, and
// against the newest version in its user's scopes (a client told nothing about the last write
// would not pull it).
import http from 'node:http';
import { API } from '../src/contract/api-paths';

/** One client's stream: the poke it got on connecting, then the pokes counted since `resetCounts`. */
type Stream = {
  request: http.ClientRequest;
  /** Index of its user (its token) in the crowd's token list. */
  user: number;
  status: number | undefined;
  /** The version of the first poke (the hub's latest when the stream opened). */
  initial: number | undefined;
  count: number;
  sum: number;
  /** The highest version poked so far (the first poke's included). */
  latest: number;
  /** Why the stream ended before `close` (an error, or the server closing it). */
  ended: string | undefined;
};

export type CrowdCounts = {
  clients: number;
  /** Streams that answered 200 and sent their first poke. */
  connected: number;
  /** Streams that ended or failed before the crowd was closed. */
  dropped: number;
  /** Distinct pokes seen by any client since the counts were reset. */
  distinctPokes: number;
  /** Pokes received since the counts were reset, every client's added up (each is a pull its app makes). */
  received: number;
  /** For each client, the pokes its user's clients saw, added up. */
  expected: number;
  delivered: number;
  /** Clients that did not receive every poke meant for them, with how many each missed. */
  missing: { client: number; missed: number }[];
};

export type SseCrowd = {
  /** Forgets the pokes counted so far (call once every client is connected and the server is quiet). */
  resetCounts(): void;
  counts(): CrowdCounts;
  /** Clients whose latest poke is below their user's `heads[user]` (they would not pull that write). */
  behind(heads: readonly number[]): number;
  /**
   * Waits until at least `atLeast` distinct pokes have been seen and every connected client has
   * every poke meant for it, unchanged for a moment (or `timeoutMs`); resolves to the ms waited.
   */
  drain(atLeast: number, timeoutMs: number): Promise<number>;
  close(): void;
};

/** How long the counts must stay complete and unchanged before the crowd counts as drained. */
const QUIET_MS = 300;

const sumOf = (versions: Set<number>) => [...versions].reduce((a, b) => a + b, 0);

/** Splits complete SSE events and counts the `event: poke` ones into the stream and its user's set. */
function parseEvents(stream: Stream, seen: Set<number>, text: string): void {
  for (const block of text.split('\n\n')) {
    const lines = block.split('\n');
    if (!lines.includes('event: poke')) continue;
    const data = lines.find((line) => line.startsWith('data: '));
    const version = data ? Number((JSON.parse(data.slice(6)) as { v?: unknown }).v) : NaN;
    if (!Number.isFinite(version)) continue;
    stream.latest = Math.max(stream.latest, version);
    if (stream.initial === undefined) {
      stream.initial = version;
      continue;
    }
    stream.count += 1;
    stream.sum += version;
    seen.add(version);
  }
}

function open(base: URL, token: string, user: number, seen: Set<number>, timeoutMs: number): Promise<Stream> {
  return new Promise((resolve) => {
    let buffered = '';
    const request = http.request({
      host: base.hostname,
      port: base.port,
      path: API.syncEvents,
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      agent: false,
    });
    const stream: Stream = { request, user, status: undefined, initial: undefined, count: 0, sum: 0, latest: 0, ended: undefined };
    const settle = () => {
      clearTimeout(timer);
      resolve(stream);
    };
    const timer = setTimeout(() => {
      stream.ended ??= `no first poke within ${timeoutMs} ms`;
      settle();
    }, timeoutMs);
    request.on('response', (response) => {
      stream.status = response.statusCode;
      if (response.statusCode !== 200) {
        stream.ended = `status ${response.statusCode}`;
        response.resume();
        settle();
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        const end = buffered.lastIndexOf('\n\n');
        if (end < 0) return;
        const complete = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const hadFirst = stream.initial !== undefined;
        parseEvents(stream, seen, complete);
        if (!hadFirst && stream.initial !== undefined) settle();
      });
      response.on('end', () => (stream.ended ??= 'server ended the stream'));
    });
    request.on('error', (error) => {
      stream.ended ??= error.message;
      settle();
    });
    request.end();
  });
}

/** Opens `count` streams, `batch` at a time, users taken in turn; resolves once each has its first poke or has failed. */
export async function connectCrowd(baseUrl: string, tokens: readonly string[], count: number, batch = 50, timeoutMs = 30_000): Promise<SseCrowd> {
  const base = new URL(baseUrl);
  const seenBy = tokens.map(() => new Set<number>());
  const streams: Stream[] = [];
  let closing = false;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const opened = await Promise.all(
      Array.from({ length: size }, (_, i) => {
        const user = (start + i) % tokens.length;
        return open(base, tokens[user] ?? '', user, seenBy[user] ?? new Set(), timeoutMs);
      }),
    );
    streams.push(...opened);
  }
  const isLive = (s: Stream) => s.status === 200 && s.initial !== undefined;
  const seenOf = (s: Stream) => seenBy[s.user] ?? new Set<number>();
  /** Pokes meant for the stream that it did not get (a repeat and a loss would leave the count right and the sum wrong). */
  const missedBy = (s: Stream, sums: number[]) => {
    const seen = seenOf(s);
    if (!isLive(s)) return seen.size;
    return s.count === seen.size && s.sum === sums[s.user] ? 0 : Math.max(1, seen.size - s.count);
  };
  const userSums = () => seenBy.map(sumOf);
  return {
    resetCounts() {
      for (const seen of seenBy) seen.clear();
      for (const stream of streams) {
        stream.count = 0;
        stream.sum = 0;
      }
    },
    counts() {
      const sums = userSums();
      const all = new Set<number>();
      for (const seen of seenBy) for (const v of seen) all.add(v);
      const expected = streams.reduce((total, s) => total + seenOf(s).size, 0);
      const missing = streams.map((s, client) => ({ client, missed: missedBy(s, sums) })).filter((m) => m.missed !== 0);
      return {
        clients: streams.length,
        connected: streams.filter(isLive).length,
        dropped: closing ? 0 : streams.filter((s) => s.ended !== undefined).length,
        distinctPokes: all.size,
        received: streams.reduce((total, s) => total + s.count, 0),
        expected,
        delivered: expected - missing.reduce((total, m) => total + m.missed, 0),
        missing,
      };
    },
    behind: (heads) => streams.filter((s) => s.latest < (heads[s.user] ?? 0)).length,
    async drain(atLeast, timeoutMs) {
      const started = Date.now();
      let completeSince: number | undefined;
      let completeAt = '';
      for (;;) {
        const sums = userSums();
        const sizes = seenBy.map((seen) => seen.size).join(',');
        const distinct = new Set(seenBy.flatMap((seen) => [...seen])).size;
        const complete = distinct >= atLeast && streams.filter(isLive).every((s) => missedBy(s, sums) === 0);
        if (!complete || sizes !== completeAt) completeSince = undefined;
        if (complete && completeSince === undefined) {
          completeSince = Date.now();
          completeAt = sizes;
        }
        if (completeSince !== undefined && Date.now() - completeSince >= QUIET_MS) return completeSince - started;
        if (Date.now() - started > timeoutMs) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close() {
      closing = true;
      for (const stream of streams) stream.request.destroy();
    },
  };
}
