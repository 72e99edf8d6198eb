import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import type { Ok } from '../../contract/envelope';
import type { MemberCard } from '../../contract/manager';
import { SendNotificationRequestSchema, type SendNotificationRequest, type SendNotificationResult } from '../../contract/notifications';
import { loadAccessChoices } from '../../db/estate-roles';
import { MANAGER_ROLES, isRoleIn } from '../../domain/roles';
import { db } from '../../db/db';
import { useSession } from '../../sync/session';
import { apiFetch } from '../../sync/transport';

/** The types the console offers (a subset of what the send endpoint accepts). */
export const CONSOLE_NOTIFICATION_TYPES = ['Estate Manager', 'HOA', 'Events', 'Newsletter'] as const;
export type ConsoleNotificationType = (typeof CONSOLE_NOTIFICATION_TYPES)[number];

export type ManagerState = {
  userId: string;
  estateId: number | undefined;
  estateName: string;
  isManager: boolean;
  /** Sorted by name. */
  members: MemberCard[];
};

/** Everything the console shows, from the local mirror only. */
export function useManagerState(): ManagerState | null | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(async () => (userId ? loadManagerState(userId) : null), [userId]);
}

export async function loadManagerState(userId: string): Promise<ManagerState> {
  const { current } = await loadAccessChoices(userId);
  const estateId = current?.estateId;
  if (estateId === undefined) return { userId, estateId, estateName: '', isManager: false, members: [] };
  const [roles, members] = await Promise.all([
    db.userRoles.where('userId').equals(userId).toArray(),
    db.managerMembers.where('estateId').equals(estateId).toArray(),
  ]);
  // The console opens for the estate's managers (the server checks again on every action).
  const isManager = roles.some((r) => r.estateId === estateId && isRoleIn(r.roleName, MANAGER_ROLES));
  members.sort((a, b) => a.displayName.localeCompare(b.displayName) || a.email.localeCompare(b.email));
  return {
    userId,
    estateId,
    estateName: current?.estateName ?? '',
    isManager,
    members: isManager ? members : [],
  };
}

export type SendForm = { title: string; description: string; url: string; type: ConsoleNotificationType; userId: string };

/** The contract's first message for a form the server would refuse; null when it is fine. */
export function sendFormError(estateId: number, form: SendForm): string | null {
  const parsed = v.safeParse(SendNotificationRequestSchema, toSendRequest(estateId, form));
  return parsed.success ? null : (parsed.issues[0]?.message ?? null);
}

function toSendRequest(estateId: number, form: SendForm): SendNotificationRequest {
  return {
    estateId,
    title: form.title,
    description: form.description,
    type: form.type,
    ...(form.url.trim() ? { url: form.url.trim() } : {}),
    ...(form.userId ? { userId: form.userId } : {}),
  };
}

/** Online-only: sends the notification now; answers how many members got it. */
export async function sendNotification(estateId: number, form: SendForm): Promise<number> {
  const answer = await apiFetch<Ok<SendNotificationResult>>(API.notificationsSend, { method: 'POST', body: toSendRequest(estateId, form) });
  return answer.details[0]?.sent ?? 0;
}

/** Online-only: puts the estate in or out of the member's access list. The card follows through sync. */
export async function setMemberAccess(estateId: number, userId: string, accessControl: boolean): Promise<void> {
  await apiFetch<Ok<never>>(API.gateAccessControl, { method: 'POST', body: { estateId, userId, accessControl } });
}

/** Online-only: revokes the member at the gate (banned on the signed revocation list). */
export async function revokeMember(estateId: number, userId: string): Promise<void> {
  await apiFetch<Ok<unknown>>(API.gateRevocations, { method: 'POST', body: { estateId, userId } });
}
