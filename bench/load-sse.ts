// A crowd of SSE clients on the sync event stream (bench/load.ts): each its own TCP connection,
// signed in with a bearer token, counting the pokes it receives.
import http from 'node:http';
import { API } from '../src/contract/api-paths';

/** One client's stream: the poke it got on connecting, then the pokes counted since `resetCounts`. */
type Stream = {
  request: http.ClientRequest;
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
  /** clients x distinctPokes. */
  expected: number;
  delivered: number;
  /** Clients that did not receive every poke, with how many each missed. */
  missing: { client: number; missed: number }[];
};

export type SseCrowd = {
  /** Forgets the pokes counted so far (call once every client is connected and the server is quiet). */
  resetCounts(): void;
  counts(): CrowdCounts;
  /** Clients whose latest poke is below `version` (they would not pull a write committed at it). */
  behind(version: number): number;
  /**
   * Waits until at least `atLeast` distinct pokes have been seen and every connected client has
   * every poke seen by any, unchanged for a moment (or `timeoutMs`); resolves to the ms waited.
   */
  drain(atLeast: number, timeoutMs: number): Promise<number>;
  close(): void;
};

/** How long the counts must stay complete and unchanged before the crowd counts as drained. */
const QUIET_MS = 300;

const sumOf = (versions: Set<number>) => [...versions].reduce((a, b) => a + b, 0);

/** Splits an SSE byte stream into events and counts `event: poke` ones. */
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

function open(base: URL, token: string, seen: Set<number>, timeoutMs: number): Promise<Stream> {
  return new Promise((resolve) => {
    let buffered = '';
    const request = http.request({
      host: base.hostname,
      port: base.port,
      path: API.syncEvents,
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      agent: false,
    });
    const stream: Stream = { request, status: undefined, initial: undefined, count: 0, sum: 0, latest: 0, ended: undefined };
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

/** Opens `count` streams, `batch` at a time, tokens taken in turn; resolves once each has its first poke or has failed. */
export async function connectCrowd(baseUrl: string, tokens: readonly string[], count: number, batch = 50, timeoutMs = 30_000): Promise<SseCrowd> {
  const base = new URL(baseUrl);
  const seen = new Set<number>();
  const streams: Stream[] = [];
  let closing = false;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const opened = await Promise.all(Array.from({ length: size }, (_, i) => open(base, tokens[(start + i) % tokens.length] ?? '', seen, timeoutMs)));
    streams.push(...opened);
  }
  const live = () => streams.filter((s) => s.status === 200 && s.initial !== undefined);
  const counts = (): CrowdCounts => {
    const connected = live();
    const expectedSum = sumOf(seen);
    // A stream that has every poke has seen.size of them adding up to the same sum (a repeat and a loss would not).
    const missedBy = (s: Stream) => (s.status !== 200 || s.initial === undefined ? seen.size : s.count === seen.size && s.sum === expectedSum ? 0 : Math.max(1, seen.size - s.count));
    const missing = streams.map((s, client) => ({ client, missed: missedBy(s) })).filter((m) => m.missed !== 0);
    return {
      clients: streams.length,
      connected: connected.length,
      dropped: closing ? 0 : streams.filter((s) => s.ended !== undefined).length,
      distinctPokes: seen.size,
      expected: streams.length * seen.size,
      delivered: streams.reduce((total, s) => total + seen.size - missedBy(s), 0),
      missing,
    };
  };
  return {
    resetCounts() {
      seen.clear();
      for (const stream of streams) {
        stream.count = 0;
        stream.sum = 0;
      }
    },
    counts,
    behind: (version) => streams.filter((s) => s.latest < version).length,
    async drain(atLeast, timeoutMs) {
      const started = Date.now();
      let settledSince: number | undefined;
      let settledAt = -1;
      for (;;) {
        const expectedSum = sumOf(seen);
        const complete = seen.size >= atLeast && live().every((s) => s.count === seen.size && s.sum === expectedSum);
        if (!complete || seen.size !== settledAt) settledSince = undefined;
        if (complete && settledSince === undefined) {
          settledSince = Date.now();
          settledAt = seen.size;
        }
        if (settledSince !== undefined && Date.now() - settledSince >= QUIET_MS) return settledSince - started;
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
