import { useLiveQuery } from 'dexie-react-hooks';
import type { MembershipRequest } from '../contract/membership';
import { db } from '../db/db';
import { awaitWrite, type WriteOutcome } from '../sync/hooks';
import { mutate } from '../sync/mutate';

/** A request to join and the name of its estate (as the device holds the estates list). */
export type OwnJoinRequest = { request: MembershipRequest; estateName: string };

/**
 * The signed-in person's own request to join an estate, for the home screen of someone who holds
 * no role (the home feature reads it here: a feature imports no other feature): the newest one
 * that still waits or was declined, at any estate. undefined while loading, null when none.
 */
export function useOwnJoinRequest(userId: string | undefined): OwnJoinRequest | null | undefined {
  return useLiveQuery(async () => {
    if (!userId) return null;
    const rows = await db.membershipRequests.where('userId').equals(userId).toArray();
    const request = rows
      .filter((r) => r.status === 'awaitingVerification' || r.status === 'pending' || r.status === 'declined')
      .sort((a, b) => b.createdAt - a.createdAt)[0];
    if (!request) return null;
    return { request, estateName: (await db.estates.get(request.estateId))?.estateName ?? '' };
  }, [userId]);
}

/** The person takes back their own waiting request (through the outbox); answers what became of it. */
export async function withdrawJoinRequest(id: string): Promise<WriteOutcome> {
  await mutate('membership.withdraw', { id });
  return awaitWrite('membershipRequests', id);
}
