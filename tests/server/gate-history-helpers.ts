import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api-paths';
import { ROW_SHAPE } from '../../src/contract/estate-id';
import type { PullResponse } from '../../src/contract/sync';
import { estateDateTime } from '../../src/domain/estate-time';
import type { AppContext } from '../../server/context';
import { ensureGateEstate } from '../../server/modules/access/gate-state.service';
import { recordGateEvent } from '../../server/modules/access/gate-events.service';
import { toInvite } from '../../server/modules/invites/invites-rows';
import * as invitesRepo from '../../server/modules/invites/invites.repository';
import { issuePass } from '../../server/modules/invites/passes.service';
import { recordPassUse } from '../../server/modules/invites/pass-uses.service';
import { expireEnded } from '../../server/modules/invites/retention.service';
import { publish, scopes, writeTransaction } from '../../server/sync/change-log';
import type { Caller } from '../helpers/factories';

const DAY_MS = 24 * 3600_000;
const NAMES = ['Nomsa Dlamini', 'Johan van der Merwe', 'Ayesha Patel', 'Sibusiso Nkosi', 'Mpho Molefe', 'Catherine Botha'];

/** The visitor of visit `i` of a history (names repeat every six visits; the number makes each one). */
export const visitorName = (i: number, prefix = '') => `${prefix}${NAMES[i % NAMES.length]} ${i}`;

export type HistorySpec = {
  estateId: number;
  residentId: string;
  guardId: string;
  /** Visits: an invite, its pass, one ALLOW use and its gate-log row. */
  count: number;
  /** Resident QR scans (a gate event and its gate-log row) spread over the same days: `count` unless given. */
  scans?: number;
  /** The oldest and the newest visit, in days before now; spread evenly between them. */
  fromDaysAgo: number;
  toDaysAgo: number;
  /** The resident's own unit gets one visit in `residentShare`; the others go to units 100-149. */
  residentUnit: string;
  residentShare?: number;
  /** Visitor names start with this (a search finds them). */
  namePrefix?: string;
};

/**
 * The estate's gate history as the gate would have written it: `count` visitor invites with their
 * signed passes (through the invites module's own issuePass), each used once by the guard on its
 * day (recordPassUse, which logs the decision), and `count` resident QR scans (recordGateEvent);
 * then the expiry job runs, as it would have every five minutes. The rows' times are in the past.
 */
export async function seedGateHistory(ctx: AppContext, spec: HistorySpec): Promise<{ passIds: string[]; inviteIds: string[] }> {
  await ensureGateEstate(ctx, spec.estateId);
  const now = Date.now();
  const share = spec.residentShare ?? 50;
  const span = Math.max(0, spec.fromDaysAgo - spec.toDaysAgo) * DAY_MS;
  const passIds: string[] = [];
  const inviteIds: string[] = [];
  const BATCH = 250;
  for (let start = 0; start < spec.count; start += BATCH) {
    await writeTransaction(ctx.db, async (trx) => {
      for (let i = start; i < Math.min(spec.count, start + BATCH); i++) {
        const at = now - spec.fromDaysAgo * DAY_MS + (spec.count === 1 ? 0 : Math.floor((span * i) / (spec.count - 1)));
        const unitNo = i % share === 0 ? spec.residentUnit : String(100 + (i % 50));
        const name = visitorName(i, spec.namePrefix);
        const inviteId = `hist-iv-${spec.estateId}-${spec.fromDaysAgo}-${i}`;
        const inserted = await invitesRepo.insertInvite(trx, {
          id: inviteId,
          estate_id: spec.estateId,
          unit_no: unitNo,
          owner_id: spec.residentId,
          resident_name: 'Thandi Mokoena',
          kind: 'visitor',
          type_id: 1,
          type_name: 'Visitor',
          visitor_name: name,
          visitor_phone: `08311${String(i).padStart(5, '0')}`,
          visitor_email: '',
          date_start: estateDateTime(at - 3600_000),
          date_end: estateDateTime(at + 3600_000),
          day_count: 1,
          multi_entry: 0,
          zone_ids: '1',
          regular_visitor_id: '',
          pass_id: '',
          status: 'ACTIVE',
          ends_at: at + 3600_000,
          created_at: at - DAY_MS,
          purged_at: null,
        });
        const pass = await issuePass(trx, ctx, {
          estateId: spec.estateId,
          unitNo,
          kind: 'visitor',
          subjectId: inserted.id,
          holderName: name,
          photoURL: '',
          validFrom: Math.floor((at - 3600_000) / 1000),
          validTo: Math.floor((at + 3600_000) / 1000),
          maxEntries: 1,
          zones: [1],
          weeklyTimes: '',
          withPin: false,
          ownerId: spec.residentId,
        });
        const invite = toInvite(await invitesRepo.updateInvite(trx, inserted.id, { pass_id: pass.id }));
        await publish(trx, scopes.unit(spec.estateId, unitNo), 'invites', invite.inviteId, invite);
        await recordPassUse(trx, ctx, spec.guardId, {
          id: `hist-use-${spec.estateId}-${spec.fromDaysAgo}-${i}`,
          estateId: spec.estateId,
          passId: pass.id,
          method: 'qr',
          decision: 'ALLOW',
          reason: 'ok',
          scannedAt: at,
          zoneId: 1,
        });
        if (i < (spec.scans ?? spec.count))
          await recordGateEvent(trx, spec.guardId, {
            id: `hist-evt-${spec.estateId}-${spec.fromDaysAgo}-${i}`,
            estateId: spec.estateId,
            decision: i % 7 === 0 ? 'DENY' : 'ALLOW',
            reason: i % 7 === 0 ? 'revoked' : 'ok',
            credId: `cred-${i}`,
            residentUserId: spec.residentId,
            t: Math.floor(at / 1000),
            scannedAt: at + 60_000,
          });
        passIds.push(pass.id);
        inviteIds.push(inviteId);
      }
    });
  }
  await expireEnded(ctx, now);
  return { passIds, inviteIds };
}

export type TableFigure = { rows: number; puts: number; dels: number; bytes: number };
/** `delBytes`: the tombstones' part of `bytes` (deleted rows, kept until TOMBSTONE_HORIZON_DAYS). */
export type DeviceFigures = { rows: number; bytes: number; delBytes: number; tables: Record<string, TableFigure> };

/**
 * What a new device downloads: every page of a pull from cursor 0, as the app asks for them
 * (1,000 changes a page). `bytes` counts the answers' JSON as sent; each table's `bytes` its
 * changes' JSON.
 */
export async function firstSyncFigures(app: FastifyInstance, who: Caller): Promise<DeviceFigures> {
  const figures: DeviceFigures = { rows: 0, bytes: 0, delBytes: 0, tables: {} };
  let cursor = 0;
  let scopesHash: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ cursor: String(cursor), limit: '1000', shape: String(ROW_SHAPE), ...(scopesHash ? { scopes: scopesHash } : {}) });
    const res = await app.inject({ method: 'GET', url: `${API.syncPull}?${query.toString()}`, headers: { authorization: `Bearer ${who.token}` } });
    if (res.statusCode !== 200) throw new Error(`pull failed ${res.statusCode}`);
    const page = res.json() as PullResponse;
    figures.bytes += Buffer.byteLength(res.body);
    for (const change of page.changes) {
      const table = figures.tables[change.table] ?? { rows: 0, puts: 0, dels: 0, bytes: 0 };
      figures.tables[change.table] = table;
      table.rows += 1;
      if (change.op === 'put') table.puts += 1;
      else table.dels += 1;
      const bytes = Buffer.byteLength(JSON.stringify(change));
      table.bytes += bytes;
      if (change.op === 'del') figures.delBytes += bytes;
      figures.rows += 1;
    }
    cursor = page.cursor;
    scopesHash = page.scopes;
    if (!page.hasMore) return figures;
  }
}

/** One line per table, largest first, for a test's log. */
export function describeFigures(label: string, f: DeviceFigures): string {
  const tables = Object.entries(f.tables)
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .map(([name, t]) => `  ${name}: ${t.rows} rows (${t.puts} put, ${t.dels} del), ${t.bytes} B`);
  return [`${label}: ${f.rows} rows, ${f.bytes} B (tombstones ${f.delBytes} B)`, ...tables].join('\n');
}
