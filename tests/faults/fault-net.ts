import { AsyncLocalStorage } from 'node:async_hooks';
import type { Rng } from './prng';
import type { NetMode, PushFault } from './schedule';

/**
 * The fault-injecting network in front of the real server. The client code under test calls the
 * global `fetch` (src/sync/transport.ts) with this virtual base URL; the wrapper finds the device
 * making the call (AsyncLocalStorage: every device's work runs inside `run`), applies that
 * device's network state and scripted faults, and forwards to wherever the real server listens
 * now (in process, or a server process that may be restarting). The server is never mocked:
 * a fault either keeps a request from it, or hides or repeats what it really answered.
 */
export const VIRTUAL_BASE = 'http://fault-matrix.invalid';

export type DeviceNet = {
  device: number;
  mode: NetMode;
  /** This device's own stream (flapping decisions), so devices do not share draws. */
  rng: Rng;
  /** Faults for the next pushes, in order. */
  pushFaults: PushFault[];
  /** Pulls still to be lost. */
  missedPulls: number;
};

type Held = { path: string; method: string; headers: Record<string, string>; body: string | null };

export type FaultNet = {
  /** The wrapped fetch, to install as globalThis.fetch. */
  fetch: typeof fetch;
  run<T>(net: DeviceNet, work: () => Promise<T>): Promise<T>;
  /** Delivers the pushes held back by 'late-duplicate' (answers dropped). */
  deliverLate(): Promise<void>;
  /** What happened to each request since the last `take` (for a failure message). */
  takeLog(): string[];
};

type Kind = 'push' | 'pull' | 'refresh' | 'other';

function kindOf(path: string, method: string): Kind {
  if (path.startsWith('/sdk/sync/push') && method === 'POST') return 'push';
  if (path.startsWith('/sdk/sync/pull')) return 'pull';
  if (path.includes('/refresh')) return 'refresh';
  return 'other';
}

const networkError = () => new TypeError('fetch failed (fault matrix)');

export function createFaultNet(options: {
  /** The real server's base URL now, or undefined while it is down. */
  target: () => string | undefined;
  realFetch: typeof fetch;
  /** An access token for the same session that the server sees as expired. */
  expiredTokenFor: (token: string) => string;
}): FaultNet {
  const als = new AsyncLocalStorage<DeviceNet>();
  let held: Held[] = [];
  let log: string[] = [];

  async function forward(request: Held, signal?: AbortSignal | null): Promise<Response> {
    const base = options.target();
    if (!base) throw networkError();
    return options.realFetch(`${base}${request.path}`, { method: request.method, headers: request.headers, body: request.body, ...(signal ? { signal } : {}) });
  }

  async function wrapped(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(VIRTUAL_BASE)) return options.realFetch(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? init.body : null;
    const request: Held = { path: url.slice(VIRTUAL_BASE.length), method, headers, body };
    const net = als.getStore();
    if (!net) return forward(request, init?.signal);
    const kind = kindOf(request.path, method);
    const note = (what: string) => log.push(`d${net.device} ${kind} ${what}`);
    if (net.mode === 'down') {
      note('offline');
      throw networkError();
    }
    if (kind === 'pull' && net.missedPulls > 0) {
      net.missedPulls -= 1;
      note('missed');
      throw networkError();
    }
    let fault: PushFault | 'ok' = kind === 'push' ? (net.pushFaults.shift() ?? 'ok') : 'ok';
    if (fault === 'ok' && net.mode === 'flap' && net.rng.chance(0.4)) fault = net.rng.chance(0.5) ? 'drop' : 'lose-response';
    switch (fault) {
      case 'ok': {
        const res = await forward(request, init?.signal);
        note(`${res.status}`);
        return res;
      }
      case 'drop':
        note('dropped');
        throw networkError();
      case 'lose-response': {
        const res = await forward(request);
        await res.arrayBuffer().catch(() => undefined);
        note(`answer ${res.status} lost`);
        throw networkError();
      }
      case 'duplicate': {
        const [first, second] = await Promise.allSettled([forward(request), forward(request)]);
        if (second.status === 'fulfilled') await second.value.arrayBuffer().catch(() => undefined);
        note(`twice ${first.status === 'fulfilled' ? first.value.status : 'failed'}/${second.status === 'fulfilled' ? second.value.status : 'failed'}`);
        if (first.status === 'rejected') throw networkError();
        return first.value;
      }
      case 'late-duplicate': {
        held.push(request);
        const res = await forward(request);
        note(`${res.status} (a copy held for later)`);
        return res;
      }
      case 'status-503':
        note('503 from a proxy');
        return new Response(JSON.stringify({ status: 'error', errorCode: 'http-503', errorDescription: 'Service Unavailable' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        });
      case 'expire-token': {
        const auth = request.headers.authorization;
        const token = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined;
        const res = await forward(token ? { ...request, headers: { ...request.headers, authorization: `Bearer ${options.expiredTokenFor(token)}` } } : request);
        note(`token expired on the way: ${res.status}`);
        return res;
      }
    }
  }

  return {
    fetch: wrapped as typeof fetch,
    run: (net, work) => als.run(net, work),
    async deliverLate() {
      const now = held;
      held = [];
      for (const request of now) {
        try {
          const res = await forward(request);
          await res.arrayBuffer().catch(() => undefined);
          log.push(`late push delivered: ${res.status}`);
        } catch {
          log.push('late push lost');
        }
      }
    },
    takeLog() {
      const taken = log;
      log = [];
      return taken;
    },
  };
}
