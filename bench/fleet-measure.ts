// The measurements of the fleet run (bench/load-fleet.ts): push latency under an open-loop rate, the pokes a
// write sends out to a crowd of event streams, the database time of the queries one request runs (EXPLAIN
// ANALYZE of the statements it sent), and the bytes of a device's first sync as they cross the wire.
import http from 'node:http';
import zlib from 'node:zlib';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { API } from '../src/contract/api-paths';
import { ROW_SHAPE } from '../src/contract/estate-id';
import type { PullResponse, PushResponse } from '../src/contract/sync';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value below which `share` of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}

export type PushSamples = { latencies: number[]; statuses: Record<string, number>; applied: number };

/** One device of the pushing user: its client id and its next mutation id. */
type Device = { clientId: string; next: number };

/**
 * Pushes one `contacts.save` every `intervalMs` (an open loop: the schedule does not wait for answers) until `stop()`
 * answers true, each through the next server in turn, from `devices` devices of one user, one push in flight per
 * device. A push's latency runs from its scheduled time, so a wait for a free device counts (no coordinated omission).
 */
export async function pushAtRate(
  bases: readonly string[],
  token: string,
  devices: readonly Device[],
  intervalMs: number,
  stop: () => boolean,
  serial: { n: number },
): Promise<PushSamples> {
  const samples: PushSamples = { latencies: [], statuses: {}, applied: 0 };
  const free = [...devices];
  const waiting: ((device: Device) => void)[] = [];
  const acquire = () => free.pop() ?? new Promise<Device>((resolve) => waiting.push(resolve));
  const release = (device: Device) => {
    const next = waiting.shift();
    if (next) next(device);
    else free.push(device);
  };
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; !stop(); i += 1) {
    const scheduled = started + i * intervalMs;
    const wait = scheduled - performance.now();
    if (wait > 0) await pause(wait);
    const base = bases[i % bases.length] ?? '';
    inFlight.push(
      (async () => {
        const device = await acquire();
        serial.n += 1;
        const cell = `08${String(serial.n % 100_000_000).padStart(8, '0')}`;
        const mutation = {
          id: device.next,
          name: 'contacts.save',
          args: { cellNumber: cell, homeNumber: '', workNumber: '', emergencyContactName: 'Fleet', emergencyContactNumber: '0821234567' },
        };
        let status = 'error';
        try {
          const res = await fetch(`${base}${API.syncPush}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ clientId: device.clientId, mutations: [mutation] }),
          });
          status = String(res.status);
          const body = (await res.json().catch(() => undefined)) as (PushResponse & { lastMutationId?: number }) | undefined;
          if (res.status === 200) {
            samples.applied += (body?.results ?? []).filter((r) => r.ok).length;
            device.next += 1;
          } else if (res.status === 409) device.next = Number(body?.lastMutationId ?? 0) + 1;
        } catch {
          // counted as 'error'
        }
        samples.latencies.push(performance.now() - scheduled);
        samples.statuses[status] = (samples.statuses[status] ?? 0) + 1;
        release(device);
      })(),
    );
  }
  await Promise.all(inFlight);
  return samples;
}

// ---------------------------------------------------------------- database time of one request

export type QueryTime = {
  table: string;
  sql: string;
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
  rows: number;
  /** The plan's nodes, outermost first, with the index each scan used: `Limit > Index Scan (change_log_pkey)`. */
  plan: string;
};

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};
type ExplainPlan = { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number };

/** The plan's node types in order, depth first, each scan with its index. */
function planShape(node: PlanNode): string {
  const here = node['Index Name'] ? `${node['Node Type']} (${node['Index Name']})` : node['Node Type'];
  const below = (node.Plans ?? []).map(planShape);
  if (below.length === 0) return here;
  return `${here} > ${below.length === 1 ? below[0] : `[${below.join(', ')}]`}`;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each SELECT a request sent (the statements the app's Kysely logged), each run
 * `runs` times, the median execution kept: the database's own time for the request, without the network.
 */
export async function explainQueries(client: pg.Client, queries: readonly CompiledQuery[], runs = 3): Promise<QueryTime[]> {
  const times: QueryTime[] = [];
  for (const query of queries) {
    if (!/^\s*select\b/i.test(query.sql)) continue;
    const plans: ExplainPlan[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { rows } = await client.query<{ 'QUERY PLAN': ExplainPlan[] }>(`explain (analyze, buffers, format json) ${query.sql}`, [...query.parameters]);
      const plan = rows[0]?.['QUERY PLAN'][0];
      if (plan) plans.push(plan);
    }
    plans.sort((x, y) => x['Execution Time'] - y['Execution Time']);
    const median = plans[Math.floor(plans.length / 2)];
    if (!median) continue;
    times.push({
      table: /\bfrom\s+"?(\w+)"?/i.exec(query.sql)?.[1] ?? '?',
      sql: query.sql,
      executionMs: median['Execution Time'],
      planningMs: median['Planning Time'],
      sharedHit: median.Plan['Shared Hit Blocks'] ?? 0,
      sharedRead: median.Plan['Shared Read Blocks'] ?? 0,
      rows: median.Plan['Actual Rows'] ?? 0,
      plan: planShape(median.Plan),
    });
  }
  return times;
}

// ---------------------------------------------------------------- a device's first sync on the wire

type WireAnswer = { status: number; encoding: string; wireBytes: number; body: Buffer };

/** GET with this Accept-Encoding, the body's bytes counted as they arrived (before any decoding), then decoded. */
function getRaw(url: string, token: string, acceptEncoding: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        try {
          const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, encoding, wireBytes: raw.length, body });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on('error', reject);
  });
}

export type FirstSync = {
  pages: number;
  rows: number;
  /** The JSON bodies' bytes, as the server would send them uncompressed. */
  jsonBytes: number;
  /** What crossed the wire for each Accept-Encoding asked, and the Content-Encoding answered. */
  wire: { accept: string; bytes: number; encodings: string[] }[];
  /** The same bodies compressed here at the settings a compressing server would use (Brotli 4, gzip 6). */
  brotli4Bytes: number;
  gzip6Bytes: number;
};

/** Pulls a new device's whole first sync (pages of 1,000, as the app asks) once per Accept-Encoding. */
export async function firstSync(base: string, token: string, accepts: readonly string[] = ['identity', 'gzip', 'br']): Promise<FirstSync> {
  const result: FirstSync = { pages: 0, rows: 0, jsonBytes: 0, wire: [], brotli4Bytes: 0, gzip6Bytes: 0 };
  for (const [index, accept] of accepts.entries()) {
    let cursor = 0;
    let scopes: string | undefined;
    const seen = { bytes: 0, encodings: new Set<string>() };
    for (let page = 0; page < 1000; page += 1) {
      const query = new URLSearchParams({ cursor: String(cursor), limit: '1000', shape: String(ROW_SHAPE), ...(scopes ? { scopes } : {}) });
      const answer = await getRaw(`${base}${API.syncPull}?${query}`, token, accept);
      if (answer.status !== 200) throw new Error(`first-sync pull answered ${answer.status}`);
      const body = JSON.parse(answer.body.toString('utf8')) as PullResponse;
      seen.bytes += answer.wireBytes;
      seen.encodings.add(answer.encoding);
      if (index === 0) {
        result.pages += 1;
        result.rows += body.changes.length;
        result.jsonBytes += answer.body.length;
        result.brotli4Bytes += zlib.brotliCompressSync(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
        result.gzip6Bytes += zlib.gzipSync(answer.body, { level: 6 }).length;
      }
      cursor = body.cursor;
      scopes = body.scopes;
      if (!body.hasMore) break;
    }
    result.wire.push({ accept, bytes: seen.bytes, encodings: [...seen.encodings] });
  }
  return result;
}
