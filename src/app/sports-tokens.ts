import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/db';
import { useSession } from '../sync/session';

/**
 * The user's Sports Token balance when the estate's bookings content turns the given flow on
 * (spec 3 'Bookings content': newBookingsFlow on /bookings, newLagoonFlow on /lagoon), null when it
 * is off; read from the synced content and balance, so offline too.
 */
export function useTokenBalance(estateId: number | undefined, flow: 'newBookingsFlow' | 'newLagoonFlow'): number | null | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => {
    if (!userId || estateId === undefined) return undefined;
    const content = await db.bookingsContent.get(estateId);
    if (!content?.[flow]) return null;
    return (await db.sportsTokens.get(`${estateId}:${userId}`))?.balance ?? 0;
  }, [userId, estateId, flow]);
}
