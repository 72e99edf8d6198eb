import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { MembershipApproveArgsSchema, MembershipDeclineArgsSchema, type MembershipRequest, type MembershipRole } from '../../contract/membership';
import { db } from '../../db/db';
import { awaitWrite, type WriteOutcome } from '../../sync/hooks';
import { mutate } from '../../sync/mutate';

/*
 * The estate's requests to join, as its managers' scope brings them (pending ones, and those
 * decided since), read with live queries so the console works offline. Decisions are mutations:
 * the request shows the decision at once and the outbox sends it when the device is online.
 */

/** The estate's pending requests, oldest first (the first asked is the first answered). */
export function usePendingRequests(estateId: number): MembershipRequest[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.membershipRequests.where('estateId').equals(estateId).toArray())
        .filter((r) => r.status === 'pending')
        .sort((a, b) => a.createdAt - b.createdAt),
    [estateId],
  );
}

/** A decision checked by the contract's schema: its message when it is not valid (nothing is queued then). */
export type Checked<T> = { ok: true; args: T } | { ok: false; message: string };

function check<S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? { ok: true, args: parsed.output } : { ok: false, message: parsed.issues[0]?.message ?? '' };
}

export const checkApproval = (id: string, roleName: MembershipRole | '', unitNo: string) => check(MembershipApproveArgsSchema, { id, roleName, unitNo });
export const checkDecline = (id: string, reason: string) => check(MembershipDeclineArgsSchema, { id, reason });

/** Approves (through the outbox); answers what became of the write. */
export async function approveRequest(args: v.InferOutput<typeof MembershipApproveArgsSchema>): Promise<WriteOutcome> {
  await mutate('membership.approve', args);
  return awaitWrite('membershipRequests', args.id);
}

/** Declines with the reason (through the outbox); answers what became of the write. */
export async function declineRequest(args: v.InferOutput<typeof MembershipDeclineArgsSchema>): Promise<WriteOutcome> {
  await mutate('membership.decline', args);
  return awaitWrite('membershipRequests', args.id);
}
