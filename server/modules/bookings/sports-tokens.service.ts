import { randomUUID } from 'node:crypto';
import {
  defaultBookingsContent,
  type BookingsContent,
  type BookingsContentArgs,
  type BookingsContentFields,
  type SportsTokenBalance,
  type TokenAdjustArgs,
  type TokenMoveReason,
} from '../../../src/contract/sports-tokens';
import { timeToMinutes } from '../../../src/domain/bookings';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { TOKEN_MESSAGES } from '../../../src/i18n/en/bookings';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db, DbDialect } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import type { BookingRow, ServiceRow } from './bookings.repository';
import * as repo from './sports-tokens.repository';

/**
 * Sports tokens and the bookings content (spec 3 'Bookings content', section 9 '1 Sports Token is
 * 1 session (55 mins)'). With the estate's newBookingsFlow on, a facility with a price is paid in
 * tokens instead: one per session, a session being up to an hour of the booking (55 minutes of
 * play in an hourly slot), so 30 or 60 minutes take 1 and 90 minutes 2. The tokens are spent when
 * the booking reaches the server, in the same transaction (a replayed request spends nothing
 * again), and given back once when it is cancelled or rejected. The estate manager grants and
 * takes back tokens with a reason and edits the content. Balances go to their owner's scope and
 * the estate managers'; moves to their owner's; the content to the estate's.
 */

export async function bookingsContentFor(db: Db | Trx, estateId: number): Promise<BookingsContent> {
  const row = await repo.findContentRow(db, estateId);
  if (!row) return defaultBookingsContent(estateId);
  return { ...defaultBookingsContent(estateId), ...(JSON.parse(row.data) as Partial<BookingsContentFields>), estateId, updatedAt: Number(row.updated_at) };
}

const requireManager = (db: Db | Trx, callerId: string, estateId: number) =>
  requireAccess(db, callerId, { estateId, roles: MANAGER_ROLES, message: TOKEN_MESSAGES.notManager, code: 'tokens/not-manager' });

/** PUT API.bookingsContent (manager console): the estate's texts, modals and flows. */
export async function saveBookingsContent(ctx: AppContext, callerId: string, args: BookingsContentArgs): Promise<BookingsContent> {
  await requireManager(ctx.db, callerId, args.estateId);
  const { estateId, ...fields } = args;
  return writeTransaction(ctx.db, async (trx) => {
    const now = Date.now();
    await repo.saveContentRow(trx, estateId, JSON.stringify(fields), now);
    const content = await bookingsContentFor(trx, estateId);
    await publish(trx, scopes.estate(estateId), 'bookingsContent', estateId, content);
    return content;
  });
}

// ---------------------------------------------------------------- balances

async function publishBalance(trx: Trx, row: repo.BalanceRow): Promise<SportsTokenBalance> {
  const user = await core.findUserById(trx, row.user_id);
  const balance: SportsTokenBalance = {
    id: row.id,
    estateId: Number(row.estate_id),
    userId: row.user_id,
    name: user ? user.display_name || `${user.first_name} ${user.last_name}`.trim() : '',
    balance: Number(row.balance),
    updatedAt: Number(row.updated_at),
  };
  await publish(trx, scopes.user(row.user_id), 'sportsTokens', row.id, balance);
  await publish(trx, scopes.manager(balance.estateId), 'sportsTokens', row.id, balance);
  return balance;
}

type Move = { estateId: number; userId: string; delta: number; reason: TokenMoveReason; bookingId?: string; byUserId?: string; note?: string };

/** Moves a balance (locked) by `delta` and records and publishes the move; refuses to go below 0 with `short`. */
async function moveBalance(trx: Trx, dialect: DbDialect, move: Move, short: (balance: number) => string): Promise<SportsTokenBalance> {
  const now = Date.now();
  const current = Number((await repo.lockBalance(trx, dialect, move.estateId, move.userId))?.balance ?? 0);
  if (current + move.delta < 0) throw badRequest(short(current), 'tokens/not-enough');
  const row = await repo.saveBalance(trx, move.estateId, move.userId, current + move.delta, now);
  const stored = await repo.insertMove(trx, {
    id: randomUUID(),
    estate_id: move.estateId,
    user_id: move.userId,
    delta: move.delta,
    reason: move.reason,
    booking_id: move.bookingId ?? '',
    by_user_id: move.byUserId ?? '',
    note: move.note ?? '',
    created_at: now,
  });
  await publish(trx, scopes.user(move.userId), 'sportsTokenMoves', stored.id, {
    id: stored.id,
    estateId: move.estateId,
    userId: move.userId,
    delta: move.delta,
    reason: move.reason,
    bookingId: stored.booking_id,
    note: stored.note,
    createdAt: now,
  });
  return publishBalance(trx, row);
}

/**
 * POST API.sportsTokensAdjust (manager console): the estate manager grants (delta > 0) or takes
 * back (delta < 0) a resident's tokens with a reason; never below 0.
 */
export async function adjustTokens(ctx: AppContext, callerId: string, args: TokenAdjustArgs): Promise<SportsTokenBalance> {
  await requireManager(ctx.db, callerId, args.estateId);
  if (!(await core.isMemberOfEstate(ctx.db, args.userId, args.estateId))) throw badRequest(TOKEN_MESSAGES.notResident, 'tokens/not-resident');
  return writeTransaction(ctx.db, (trx) =>
    moveBalance(
      trx,
      ctx.dialect,
      { estateId: args.estateId, userId: args.userId, delta: args.delta, reason: args.delta > 0 ? 'grant' : 'adjust', byUserId: callerId, note: args.note },
      () => TOKEN_MESSAGES.belowZero,
    ),
  );
}

// ---------------------------------------------------------------- bookings paid with tokens

/** Sessions of a booking: one per started hour (1 Sports Token = 1 Session of 55 minutes in an hourly slot). */
export function tokensFor(start: string, end: string): number {
  return Math.max(1, Math.ceil((timeToMinutes(end) - timeToMinutes(start)) / 60));
}

/** Whether a facility booking at this service is paid in tokens: the estate's newBookingsFlow is on and the facility has a price. */
export async function paidInTokens(trx: Trx, service: Pick<ServiceRow, 'estate_id' | 'price_cents' | 'kind'>): Promise<boolean> {
  if (service.kind !== 'facility' || Number(service.price_cents) <= 0) return false;
  return (await bookingsContentFor(trx, Number(service.estate_id))).newBookingsFlow;
}

const notEnough = (needed: number) => (balance: number) => format(TOKEN_MESSAGES.notEnough, { needed, balance });

/** Spends a new booking's tokens (before it is stored, in its transaction); answers how many. */
export async function spendForBooking(
  trx: Trx,
  dialect: DbDialect,
  booking: { id: string; estateId: number; userId: string; start: string; end: string },
): Promise<number> {
  const needed = tokensFor(booking.start, booking.end);
  await moveBalance(
    trx,
    dialect,
    { estateId: booking.estateId, userId: booking.userId, delta: -needed, reason: 'spend', bookingId: booking.id },
    notEnough(needed),
  );
  return needed;
}

/** A moved booking paid in tokens spends or gets back the difference its new times make; answers its new count. */
export async function respendForBooking(trx: Trx, dialect: DbDialect, row: BookingRow, start: string, end: string): Promise<number> {
  const spent = Number(row.tokens_spent);
  if (spent === 0) return 0;
  const needed = tokensFor(start, end);
  if (needed === spent) return spent;
  const estateId = Number(row.estate_id);
  await moveBalance(
    trx,
    dialect,
    { estateId, userId: row.user_id, delta: spent - needed, reason: needed > spent ? 'spend' : 'refund', bookingId: row.id },
    notEnough(needed - spent),
  );
  return needed;
}

/** Gives back a cancelled or rejected booking's tokens (the caller then sets its tokens_spent to 0, so this happens once). */
export async function refundForBooking(trx: Trx, dialect: DbDialect, row: BookingRow): Promise<void> {
  const spent = Number(row.tokens_spent);
  if (spent <= 0) return;
  await moveBalance(trx, dialect, { estateId: Number(row.estate_id), userId: row.user_id, delta: spent, reason: 'refund', bookingId: row.id }, () => '');
}
