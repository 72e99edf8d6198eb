import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import {
  defaultBookingsContent,
  type BookingsContent,
  type BookingsContentArgs,
  type SportsTokenBalance,
  type SportsTokenMove,
  type TokenAdjustArgs,
} from '../../contract/sports-tokens';
import { db } from '../../db/db';
import { syncNow } from '../../sync/engine';
import { onlineCall, type OnlineAnswer } from '../../sync/online-call';
import { useSession } from '../../sync/session';

/*
 * Sports tokens on the device: the balance, its moves and the estate's bookings content are read
 * with live queries over Dexie (offline too). The estate manager's grants and the content are
 * online calls (the console works online); the device pulls after each so the lists follow.
 */

/** The estate's bookings content, the defaults (flows off) until its manager writes one. */
export async function bookingsContentOf(estateId: number): Promise<BookingsContent> {
  return (await db.bookingsContent.get(estateId)) ?? defaultBookingsContent(estateId);
}

export function useBookingsContent(estateId: number | undefined): BookingsContent | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : bookingsContentOf(estateId)), [estateId]);
}

/** A user's balance at an estate (0 when none was ever granted). */
export async function tokenBalanceOf(userId: string, estateId: number): Promise<number> {
  return (await db.sportsTokens.get(`${estateId}:${userId}`))?.balance ?? 0;
}

/** A user's moves at an estate, newest first. */
export async function tokenMovesOf(userId: string, estateId: number): Promise<SportsTokenMove[]> {
  const rows = await db.sportsTokenMoves.where('[userId+estateId]').equals([userId, estateId]).toArray();
  return rows.sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
}

/** The signed-in user's balance and moves at an estate. */
export function useMyTokens(estateId: number | undefined): { balance: number; moves: SportsTokenMove[] } | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => {
    if (!userId || estateId === undefined) return undefined;
    const [balance, moves] = await Promise.all([tokenBalanceOf(userId, estateId), tokenMovesOf(userId, estateId)]);
    return { balance, moves };
  }, [userId, estateId]);
}

/** Every balance of an estate the manager's scope brought, by name. */
export function useEstateBalances(estateId: number): SportsTokenBalance[] | undefined {
  return useLiveQuery(
    async () => (await db.sportsTokens.where('estateId').equals(estateId).toArray()).sort((a, b) => a.name.localeCompare(b.name)),
    [estateId],
  );
}

/** The estate's residents the manager may grant tokens to (the members the manager's sync brought), by name. */
export function useEstateResidents(estateId: number): { userId: string; name: string }[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.managerMembers.where('estateId').equals(estateId).toArray();
    return rows
      .map((row) => ({ userId: row.userId, name: row.unitNo ? `${row.displayName || row.email} (${row.unitNo})` : row.displayName || row.email }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [estateId]);
}

async function thenPull<T>(answer: Promise<OnlineAnswer<T>>): Promise<OnlineAnswer<T>> {
  const done = await answer;
  if (done.kind === 'ok') await syncNow().catch(() => undefined);
  return done;
}

/** The estate manager grants or takes back tokens (online). */
export function adjustTokens(args: TokenAdjustArgs): Promise<OnlineAnswer<unknown>> {
  return thenPull(onlineCall(API.sportsTokensAdjust, { method: 'POST', body: args }));
}

/** The estate manager saves the bookings content (online). */
export function saveBookingsContent(args: BookingsContentArgs): Promise<OnlineAnswer<unknown>> {
  return thenPull(onlineCall(API.bookingsContent, { method: 'PUT', body: args }));
}
