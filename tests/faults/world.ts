import type { Db } from '../../server/db/database';
import type { TokenKeyring } from '../../server/auth/token-keys';
import { signAccessToken } from '../../server/auth/tokens';
import { saveResource, saveService } from '../../server/modules/bookings/catalogue.service';
import { writeTransaction } from '../../server/sync/change-log';
import { sameHoursEveryDay } from '../../src/domain/bookings';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { ROLES } from '../../src/domain/roles';
import { insertUser, makeEstate, type InsertedUser, type Server } from '../helpers/factories';

/**
 * The server side of the matrix: one real server per file (in process, or a server process for
 * the kill slice), one estate for every schedule, fresh users per schedule (a fresh database per
 * schedule would cost more than the schedule itself), and reads of its database for the invariant.
 */
export type Users = { u1: InsertedUser; u2: InsertedUser };

export type World = {
  label: string;
  /** The server's database, read by the invariant. */
  db: Db;
  /** The real server's base URL now; undefined while it is down. */
  target(): string | undefined;
  /** The server's secrets: the fault net signs expired tokens with the current one. */
  tokenKeys: TokenKeyring;
  estateId: number;
  /** An estate where the schedule's users hold no role (their accounts there are refused). */
  foreignEstateId: number;
  court: { serviceId: string; resourceId: string };
  /** The schedule's two residents: u1 owns devices 0 and 1, u2 device 2. */
  makeUsers(seed: number): Promise<Users>;
  /** The gateway's and the card page's side of a card payment (in-process servers). */
  payments?: PaymentsSide;
  /** Kill slice only: restart the server with FAULT=exit-after-apply. */
  armKill?(): Promise<void>;
  /** Kill slice only: a server that died is started again (with `clean`, one still armed too). */
  ensureUp?(clean: boolean): Promise<void>;
};

/** What a card payment needs besides the client: a levy bill to pay, the sandbox's switches, the payer on the card page, the browser's return post. */
export type PaymentsSide = {
  /** Imports a bill of LEVY_BILL_CENTS for the unit (as the estate manager does); answers the account number. */
  levyFor(seed: number, unitNo: string): Promise<string>;
  setSandboxFaults(faults: string[]): Promise<void>;
  /** The payer pays on the sandbox's card page; answers the fields the gateway sends back to the app's return page. */
  payOnCardPage(payRequestId: string, fields: Record<string, string>, card: string): Promise<Record<string, string>>;
  postReturn(fields: Record<string, string>): Promise<void>;
  /** Delivers the notifies the sandbox held back ('late-notify'). */
  deliverHeldNotifies(): Promise<void>;
};

export const LEVY_BILL_CENTS = 100_000;
export const PAYMENT_CENTS = 20_000;
export const CARDS = { approved: '4000000000000002', declined: '5200000000000049' } as const;

const SLOTS_PER_DAY = 28;
const COURT_HOURS = ['06:00', '20:00'] as const;

/** The race's slot for a seed: a day and half hour no other seed of the run takes. */
export function raceSlot(seed: number): { date: string; start: string; end: string } {
  const k = seed % (SLOTS_PER_DAY * 3000);
  const date = addDays(estateDate(), 2 + Math.floor(k / SLOTS_PER_DAY));
  const minutes = 6 * 60 + (k % SLOTS_PER_DAY) * 30;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { date, start: hhmm(minutes), end: hhmm(minutes + 30) };
}

/** The estates and the court every schedule uses, written by the server's own code. */
export async function makeWorldData(s: Pick<Server, 'ctx'>): Promise<{ estateId: number; foreignEstateId: number; court: World['court'] }> {
  const estateId = await makeEstate(s, { name: 'Fault Matrix Estate' });
  const foreignEstateId = await makeEstate(s, { name: 'Elsewhere Estate' });
  const court = { serviceId: 'fm-court', resourceId: 'fm-court-1' };
  await writeTransaction(s.ctx.db, async (trx) => {
    await saveService(trx, {
      id: court.serviceId,
      estateId,
      name: 'Squash Court',
      kind: 'facility',
      locationId: 'club',
      locationName: 'Clubhouse',
      autoApprove: false,
    });
    await saveResource(trx, {
      id: court.resourceId,
      serviceId: court.serviceId,
      name: 'Clubhouse|Squash Court 1',
      availability: sameHoursEveryDay(...COURT_HOURS),
      capacity: 1,
      slotMinutes: 30,
      minMinutes: 30,
    });
  });
  return { estateId, foreignEstateId, court };
}

/** The schedule's users: an owner and a resident at the estate, each at a unit of their own. */
export async function insertScheduleUsers(s: Pick<Server, 'ctx'>, estateId: number, seed: number): Promise<Users> {
  const u1 = await insertUser(s, { firstName: 'Owner', roles: [{ estateId, role: ROLES.owner, unitNo: `F${seed % 1_000_000}` }] });
  const u2 = await insertUser(s, { firstName: 'Neighbour', roles: [{ estateId, role: ROLES.resident, unitNo: `G${seed % 1_000_000}` }] });
  return { u1, u2 };
}

/** An access token of the same session that the server finds expired (signed with its own secret). */
export function expiredTokenFor(keys: TokenKeyring, token: string): string {
  const payload = token.split('.')[1] ?? '';
  let claims: { sub?: unknown; sid?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; sid?: unknown };
  } catch {
    return token;
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return token;
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken(keys.current, { sub: claims.sub, sid: claims.sid, iat: now - 1000, exp: now - 5 });
}
