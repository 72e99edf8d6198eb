import { useLiveQuery } from 'dexie-react-hooks';
import type { Invite, Pass } from '../contract/invites';
import { db } from '../db/db';

/*
 * Gate passes as a unit's people see them (the `passes` table, written by the server only): the
 * invite screens, the notification pages and the associate's pass card read them here, since
 * features do not import each other.
 */

/** The pass the server issued for an invite or an associate, newest active first; undefined while loading, null when none yet. */
export function usePassFor(subjectId: string | undefined): Pass | null | undefined {
  return useLiveQuery(async () => {
    if (!subjectId) return null;
    const rows = await db.passes.where('subjectId').equals(subjectId).toArray();
    return rows.sort((a, b) => Number(b.status === 'ACTIVE') - Number(a.status === 'ACTIVE') || b.createdAt - a.createdAt)[0] ?? null;
  }, [subjectId]);
}

/**
 * The invite a notification or a pass names (its id, or the id of its pass), when the user's unit
 * has it on this device; undefined while loading, null when not here.
 */
export function useInviteByActionId(actionId: string | undefined): Invite | null | undefined {
  return useLiveQuery(async () => {
    if (!actionId) return null;
    const invite = await db.invites.get(actionId);
    if (invite) return invite;
    const pass = await db.passes.get(actionId);
    return pass ? ((await db.invites.get(pass.subjectId)) ?? null) : null;
  }, [actionId]);
}
