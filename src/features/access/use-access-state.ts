import { useNow } from '../../ui/use-now';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AccessControlConfig } from '../../contract/gate';
import type { AccessInfo, Estate, UserRecord } from '../../contract/records';
import { loadAccessChoices } from '../../db/estate-roles';
import { db } from '../../db/db';
import type { AccessCredentialRow, AccessPinRow } from '../../db/gate-rows';
import type { AccessControlEntry } from '../../domain/estate-roles';
import { clockOffsetMs } from '../../sync/clock';
import { accessRoleKey, needsCredential, type QrStartInput } from './access.api';
import { useSession } from '../../sync/session';

/** Spec 2.8 and 9: permission is re-checked every 2 s. */
export const PERMISSION_POLL_MS = 2000;

export type AccessState = {
  userId: string;
  user: UserRecord | undefined;
  current: AccessControlEntry | undefined;
  estate: Estate | undefined;
  /** The current estate is in the user's access-location list (spec 6). */
  permitted: boolean;
  accessInfo: AccessInfo | undefined;
  config: AccessControlConfig | undefined;
  pin: AccessPinRow | undefined;
  credential: AccessCredentialRow | undefined;
  /** The unit numbers the user holds at the estate (their roles'), for the card. */
  units: string[];
  /** The user's roles at the estate in its access list (`accessRoleKey`): a credential issued for others is fetched again. */
  roleKey: string;
  /** Add to Date.now() for server time (src/sync/clock.ts; 0 before the first pull). */
  clockOffsetMs: number;
};

/** Everything /access needs, from the local mirror only; undefined while loading. */
export function useAccessState(): AccessState | null | undefined {
  const session = useSession();
  const userId = session?.userId;
  // Re-reads the permission on a clock, without a sync.
  const tick = useNow(PERMISSION_POLL_MS);
  return useLiveQuery(async () => {
    if (!userId) return null;
    const choices = await loadAccessChoices(userId);
    const current = choices.current;
    const estateId = current?.estateId;
    const [user, pin, roles, accessInfo, config, credential, offsetMs] = await Promise.all([
      db.users.get(userId),
      db.accessPins.get(userId),
      estateId === undefined
        ? Promise.resolve([])
        : db.userRoles
            .where('userId')
            .equals(userId)
            .filter((r) => r.estateId === estateId)
            .toArray(),
      estateId === undefined ? Promise.resolve(undefined) : db.accessInfo.get(estateId),
      estateId === undefined ? Promise.resolve(undefined) : db.accessControlConfig.get(estateId),
      estateId === undefined ? Promise.resolve(undefined) : db.accessCredentials.get(`${userId}:${estateId}`),
      clockOffsetMs(),
    ]);
    return {
      userId,
      user,
      current,
      estate: estateId === undefined ? undefined : choices.estates.get(estateId),
      // Spec 4: with no access info for the estate the user is not permitted either.
      permitted: roles.some((r) => r.accessControl) && accessInfo !== undefined,
      accessInfo,
      config,
      pin,
      credential,
      units: [...new Set(roles.map((r) => r.unitNo.trim()).filter((unitNo) => unitNo !== ''))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
      roleKey: accessRoleKey(roles),
      clockOffsetMs: offsetMs,
    };
    // `tick` re-runs the check every 2 s even when nothing in the mirror changed.
  }, [userId, tick]);
}

/**
 * What the worker needs to draw codes (the credential, unless missing, and the estate's encryption
 * config once read), or null: the card's session, and the first code the PIN pad asks for with the PIN.
 */
export function qrStartInput(state: AccessState): QrStartInput | null {
  const { credential, config, pin } = state;
  // Credential dates are the server's: compare them with server-corrected time.
  const need = needsCredential(credential, pin?.devicePub ?? '', (Date.now() + state.clockOffsetMs) / 1000, state.roleKey);
  if (need === 'missing' || !credential || config === undefined) return null;
  const encryption = config?.encryptionEnabled ? { qrCodeKey: config.qrCodeKey, qrCodeKeyIv: config.qrCodeKeyIv } : null;
  return { credential: credential.credential, encryption };
}
