import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { isUnitRole, UNIT_ROLES, type InvitableRole } from '../contract/staff';
import {
  MOVES_API,
  MoveInArgsSchema,
  MoveMemberArgsSchema,
  MoveOutArgsSchema,
  TransferOwnershipArgsSchema,
  type MembershipLogEntry,
} from '../contract/staff-moves';
import { db } from '../db/db';
import { t } from '../i18n';
import { onlineCall, type OnlineAnswer } from '../sync/online-call';
import '../i18n/areas/moves';
import '../i18n/areas/staff';

/*
 * Moves within an estate, as the manager console makes them (issue 26): change a member's unit or
 * role, move out, move in, transfer a unit's ownership. Online calls like the staff module's
 * removal (what ends with a move ends on the server in one transaction); the rows follow through
 * sync. The members section (manager) and the membership log (staff) both use them.
 */

/** The roles held at a unit, in the console's order. */
export const MOVE_ROLES: readonly InvitableRole[] = UNIT_ROLES;

/** A role's label (the staff catalogue's), or its name for a role the catalogue does not know. */
export function roleLabel(role: string): string {
  return isUnitRole(role) || role === 'estateManager' || role === 'guard' ? t(`staff.role.${role as InvitableRole}`) : role;
}

type Call = { kind: 'move'; args: unknown } | { kind: 'moveOut'; args: unknown } | { kind: 'moveIn'; args: unknown } | { kind: 'transfer'; args: unknown };

const SCHEMAS = { move: MoveMemberArgsSchema, moveOut: MoveOutArgsSchema, moveIn: MoveInArgsSchema, transfer: TransferOwnershipArgsSchema } as const;

/**
 * Checks the input with the contract's schema (the server checks it again) and sends it. Answers
 * null when it went through, else the message to show: the schema's, offline, or the server's refusal.
 */
export async function sendMove(call: Call): Promise<string | null> {
  const parsed = v.safeParse(SCHEMAS[call.kind], call.args);
  if (!parsed.success) return parsed.issues[0]?.message ?? t('moves.failure');
  const answer: OnlineAnswer<unknown> = await onlineCall(MOVES_API[call.kind], { method: 'POST', body: parsed.output });
  if (answer.kind === 'ok') return null;
  if (answer.kind === 'offline') return t('moves.offline');
  return answer.message || t('moves.failure');
}

/** The estate's membership log held on this device (its managers'), newest first. */
export function useMembershipLog(estateId: number): MembershipLogEntry[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.membershipLog.where('estateId').equals(estateId).toArray();
    return rows.sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
  }, [estateId]);
}
