import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';

/** What waits for the manager today, counted from the local mirror (so it reads offline). */
export type TodayCounts = { peopleRequests: number; bookingRequests: number; openSnags: number; gateToday: number; members: number };

/** Midnight of the device's today, epoch ms. */
function startOfToday(now = new Date()): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

/** Counts each of the dashboard's figures in one live query: they follow every sync. */
export function useTodayCounts(estateId: number): TodayCounts | undefined {
  return useLiveQuery(async () => {
    const [peopleRequests, bookings, snags, gateToday, members] = await Promise.all([
      db.unitRequests
        .where('status')
        .equals('PENDING')
        .filter((r) => r.estateId === estateId)
        .count(),
      db.bookings.where('estateId').equals(estateId).toArray(),
      db.snags.where('estateId').equals(estateId).toArray(),
      db.gateLog
        .where('estateId')
        .equals(estateId)
        .filter((e) => e.decidedAt >= startOfToday())
        .count(),
      db.managerMembers.where('estateId').equals(estateId).count(),
    ]);
    return {
      peopleRequests,
      // As the console's booking requests list them: a lagoon booking waiting for its payment is not the manager's to decide yet.
      bookingRequests: bookings.filter((b) => b.status === 'REQUESTED' && (b.payment === 'none' || b.payment === 'paid')).length,
      openSnags: snags.filter((s) => s.status !== 'RESOLVED').length,
      gateToday,
      members,
    };
  }, [estateId]);
}
