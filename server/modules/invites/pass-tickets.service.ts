import crypto from 'node:crypto';
import type { GatePass, InviteCreateArgs, PassTicket, PassTicketsArgs } from '../../../src/contract/invites';
import { isAcceptableDeviceKey } from '../../../src/contract/small-order';
import { addDays, estateDate, estateInstant } from '../../../src/domain/estate-time';
import { fromBase64Url, issuerKeyTag, parseBoundPass, issueTicket, verifyParsedBoundPass, toBase64Url, type Binding } from '../../../src/domain/qr';
import { ticketVisitorName } from '../../../src/domain/qr/ticket';
import { UNIT_HOLDER_ROLES, UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { INVITE_MESSAGES } from '../../../src/i18n/en/invites';
import { requireAccess } from '../../auth/authorize';
import type { AppContext, MembershipRemoval } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { ensureGateEstate, openEstateIssuerKey } from '../access/gate-state.service';
import * as core from '../core/core.service';
import { configFor } from '../people/config.service';
import { countHeldVisitorInvite, lockUnitForCount, publishUnit, visitorInvitesOf } from '../people/units.service';
import * as repo from './pass-tickets.repository';

/**
 * Pass tickets (issue 31, docs/ARCHITECTURE.md 'Gate rules'): while online, a resident's device
 * gets a few tickets per unit, signed by the estate's issuing key for the device's binding key;
 * offline it binds one to a visitor (src/domain/qr/ticket.ts) and the guard console checks the
 * chain. Each ISSUED ticket holds one of its unit's visitor invites of its day (the daily limit
 * counts `used + held`), until its binding lands (`invites.create` with `boundPass`: counted
 * then, once) or the day ends. A resident leaving the unit has their unbound tickets revoked at
 * the gate.
 */

/** Tickets a device holds per unit at most. */
export const TICKETS_PER_DEVICE = 3;

const nowSec = (nowMs: number) => Math.floor(nowMs / 1000);
const startOfDaySec = (day: string) => Math.floor(estateInstant(`${day} 00:00`) / 1000);
const endOfDaySec = (day: string) => Math.floor(estateInstant(`${day} 23:59`) / 1000) + 59;
/**
 * The visits a ticket of `day` may be bound to: from the day's first second to the last second of
 * the next day. It holds one of its own day's invites (invites count on the day they are made), but
 * the visit may be tomorrow: from 23:00 the invite form starts at tomorrow's first hour, and a
 * resident inviting tonight for the morning has no signal more often than not.
 */
export const ticketWindow = (day: string) => ({ notBefore: startOfDaySec(day), notAfter: endOfDaySec(addDays(day, 1)) });

const toTicket = (row: repo.TicketRow): PassTicket => ({
  ticketId: row.id,
  estateId: Number(row.estate_id),
  unitNo: row.unit_no,
  ticket: row.ticket,
  notAfter: Number(row.not_after),
});

/** The zones a visitor invite may name at the estate (none configured: any). */
async function ticketZones(trx: Trx, estateId: number): Promise<number[]> {
  const config = await configFor(trx, estateId);
  return config.accessZones.filter((z) => z.active && z.kind !== 'letting').map((z) => z.id);
}

/** How many of the unit's visitor invites of `day` unbound tickets hold. */
export async function heldTickets(trx: Trx, estateId: number, unitNo: string, day: string, nowMs: number): Promise<number> {
  return (await repo.listHeldTickets(trx, estateId, unitNo, day, nowSec(nowMs))).length;
}

/**
 * POST API.passTickets: the caller (a holder or delegate of the unit) tops up the tickets of their
 * device's binding key at the unit to TICKETS_PER_DEVICE, within the day's invites left once the
 * used ones and every held ticket are counted; answers the device's unbound tickets of today.
 */
export async function issueTicketsFor(ctx: AppContext, userId: string, args: PassTicketsArgs, nowMs = Date.now()): Promise<PassTicket[]> {
  const run = () => writeTransaction(ctx.db, (trx) => issueTickets(trx, ctx, userId, args, nowMs));
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invites/no-issuing-key') throw error;
    await ensureGateEstate(ctx, args.estateId);
    return run();
  }
}

async function issueTickets(trx: Trx, ctx: AppContext, userId: string, args: PassTicketsArgs, nowMs: number): Promise<PassTicket[]> {
  const { estateId, unitNo, bindPub } = args;
  await requireAccess(trx, userId, { estateId, unitNo, roles: UNIT_PEOPLE_ROLES, message: INVITE_MESSAGES.notYours, code: 'invites/not-yours' });
  const pub = fromBase64Url(bindPub);
  if (!pub || !isAcceptableDeviceKey(pub)) throw badRequest(INVITE_MESSAGES.ticketInvalid, 'invites/ticket-key');
  const day = estateDate(nowMs);
  // A unit row made here reaches the unit's devices (its tile and allowance), as the unit list's call would publish it.
  if ((await lockUnitForCount(trx, ctx.dialect, estateId, unitNo)).created) await publishUnit(trx, estateId, unitNo);
  const { allowed, used } = await visitorInvitesOf(trx, ctx.dialect, estateId, unitNo, day);
  const held = await repo.listHeldTickets(trx, estateId, unitNo, day, nowSec(nowMs));
  const mine = held.filter((t) => t.user_id === userId && t.bind_pub === bindPub);
  const count = Math.min(TICKETS_PER_DEVICE - mine.length, allowed - used - held.length);
  if (count > 0) {
    const key = await openEstateIssuerKey(ctx, trx, estateId);
    if (!key) throw new AppError(503, 'invites/no-issuing-key', INVITE_MESSAGES.inviteFailed);
    try {
      const zones = await ticketZones(trx, estateId);
      const { notBefore, notAfter } = ticketWindow(day);
      for (let i = 0; i < count; i++) {
        const id = crypto.randomUUID();
        const ticket = issueTicket({ ticketId: id, notBefore, notAfter, estateId, unitNo, bindPub, zones }, key.secretKey);
        mine.push(
          await repo.insertTicket(trx, {
            id,
            estate_id: estateId,
            unit_no: unitNo,
            user_id: userId,
            bind_pub: bindPub,
            day,
            ticket,
            not_after: notAfter,
            status: 'ISSUED',
            invite_id: '',
            gate_state: 0,
            created_at: nowMs,
          }),
        );
      }
    } finally {
      key.secretKey.fill(0);
    }
  }
  return mine.map(toTicket);
}

/** The gate's row of a revoked ticket: guard consoles refuse its bound pass after their next pull. */
function revokedGatePass(row: repo.TicketRow): GatePass {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    kind: 'visitor',
    unitNo: row.unit_no,
    holderName: '',
    photoURL: '',
    validFrom: Math.floor(Number(row.created_at) / 1000),
    validTo: Number(row.not_after),
    maxEntries: 1,
    accessZoneIDList: '',
    weeklyTimes: '',
    status: 'REVOKED',
    pinHash: '',
  };
}

async function revokeTicket(trx: Trx, row: repo.TicketRow): Promise<void> {
  const revoked = await repo.updateTicket(trx, row.id, { status: 'REVOKED', gate_state: 1 });
  await publish(trx, scopes.gate(Number(revoked.estate_id)), 'gatePasses', revoked.id, revokedGatePass(revoked));
}

/**
 * An online invite that finds the day's invites all used or held, while the caller's own
 * tickets hold some: the newest of those is released (revoked at the gate) so the invite takes
 * its place. Answers whether one was released.
 */
export async function releaseOwnTicket(trx: Trx, userId: string, estateId: number, unitNo: string, day: string, nowMs: number): Promise<boolean> {
  const own = (await repo.listHeldTickets(trx, estateId, unitNo, day, nowSec(nowMs))).filter((t) => t.user_id === userId).at(-1);
  if (!own) return false;
  await revokeTicket(trx, own);
  return true;
}

/** What a bound pass gives its invite: the ticket (its id is the pass id) and the visitor as bound. */
export type BoundTicket = { ticketId: string; binding: Binding };

/**
 * The bound pass of an invite made offline (`invites.create` with `boundPass`), checked and
 * taken: the chain (the estate's signature, the device's, the binding inside the ticket), the
 * ticket is the caller's at this unit and neither bound to another invite nor revoked, and the
 * binding names this invite's visitor, window and zones. The ticket becomes BOUND and its held
 * invite is counted (once: a replay of the invite id is answered before this runs).
 */
export async function takeBoundTicket(trx: Trx, ctx: AppContext, userId: string, args: InviteCreateArgs & { boundPass: string }): Promise<BoundTicket> {
  const invalid = () => badRequest(INVITE_MESSAGES.ticketInvalid, 'invites/ticket-invalid');
  const parsed = parseBoundPass(args.boundPass);
  if (!parsed) throw invalid();
  const row = await repo.lockTicket(trx, ctx.dialect, parsed.ticket.ticketId);
  if (!row || row.user_id !== userId || Number(row.estate_id) !== args.estateId || row.unit_no !== args.unitNo) throw invalid();
  if (row.status === 'BOUND') throw badRequest(INVITE_MESSAGES.ticketUsed, 'invites/ticket-used');
  if (row.status === 'REVOKED') throw badRequest(INVITE_MESSAGES.ticketWithdrawn, 'invites/ticket-withdrawn');
  if (row.ticket !== toBase64Url(new Uint8Array([...parsed.ticketBody, ...parsed.issuerSignature]))) throw invalid();
  const key = await openEstateIssuerKey(ctx, trx, args.estateId);
  if (!key) throw new AppError(503, 'invites/no-issuing-key', INVITE_MESSAGES.inviteFailed);
  const publicKey = key.secretKey.slice(32);
  key.secretKey.fill(0);
  const { binding } = parsed;
  // The chain as the gate checks it, at the start of the visit (it may land after the visit).
  const decision = await verifyParsedBoundPass(parsed, {
    issuerKeys: { [issuerKeyTag(publicKey)]: publicKey },
    estateId: args.estateId,
    nowSec: binding.validFrom,
    isRevoked: () => false,
    entriesUsed: () => 0,
  });
  if (decision.decision !== 'ALLOW') throw invalid();
  const sameZones = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().every((z, i) => z === [...b].sort()[i]);
  const validFrom = Math.floor(estateInstant(args.invitedDateStart) / 1000);
  const validTo = Math.floor(estateInstant(args.invitedDateEnd) / 1000) + 59;
  if (
    binding.visitorName !== ticketVisitorName(args.visitorName) ||
    binding.validFrom !== validFrom ||
    binding.validTo !== validTo ||
    !sameZones(binding.zones, [...new Set(args.accessZoneIDList)])
  )
    throw invalid();
  await repo.updateTicket(trx, row.id, { status: 'BOUND', invite_id: args.inviteId });
  await countHeldVisitorInvite(trx, ctx.dialect, args.estateId, args.unitNo, row.day);
  return { ticketId: row.id, binding };
}

/**
 * A member leaving a unit (staff module's `afterMembershipRemoved`, with the passes): their unbound
 * tickets there are revoked and published to the gate scope, so consoles refuse a pass bound
 * from one after their next pull (their bound ones are passes they issued: revoked with those).
 */
export async function revokeTicketsOnMembershipRemoved(trx: Trx, removal: MembershipRemoval): Promise<void> {
  const { estateId, userId, unitNo } = removal;
  if (unitNo === '' || (await core.holdsUnitRole(trx, userId, estateId, unitNo, UNIT_HOLDER_ROLES))) return;
  for (const row of await repo.listIssuedTicketsOf(trx, userId, estateId, unitNo)) await revokeTicket(trx, row);
}

/** The expiry job's part: ended tickets hold nothing; revoked ones leave the gate once their day ended. */
export async function expireTickets(ctx: AppContext, nowMs: number = Date.now()): Promise<number> {
  await repo.expireTickets(ctx.db, nowSec(nowMs));
  let dropped = 0;
  for (;;) {
    const rows = await repo.listTicketsToDrop(ctx.db, nowSec(nowMs), 200);
    if (rows.length === 0) break;
    await writeTransaction(ctx.db, async (trx) => {
      for (const row of await repo.markTicketsDropped(
        trx,
        rows.map((r) => r.id),
      )) {
        await publish(trx, scopes.gate(Number(row.estate_id)), 'gatePasses', row.id, null);
        dropped += 1;
      }
    });
    if (rows.length < 200) break;
  }
  return dropped;
}
