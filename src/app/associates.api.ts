import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../contract/api-paths';
import type { Associate, AssociateImageField, PeopleConfig, Unit, UnitRequest, UnitRequestKind } from '../contract/people';
import type { UserRecord } from '../contract/records';
import { db } from '../db/db';
import { isRoleIn, ROLES, UNIT_HOLDER_ROLES } from '../domain/roles';
import { awaitWrite, type WriteOutcome } from '../sync/hooks';
import { mutate, newRowId, type MutationInput } from '../sync/mutate';
import { requireUserId, useSession } from '../sync/session';
import { apiFetch } from '../sync/transport';
import { keepAssociateImages, uploadPendingAssociateImages } from './associate-uploads';

/*
 * Associates at a unit: reads are live queries over Dexie (the synced units, peopleConfig,
 * associates and unitRequests tables), so every screen renders offline; writes go through the
 * outbox (mutate) with an optimistic row, and the screen learns their fate from the outbox.
 */

// ---------------------------------------------------------------- reads

/** One unit row: undefined while loading, null when it is not on this device. */
export function useUnit(estateId: number | undefined, unitNo: string): Unit | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.units.get(`${estateId}:${unitNo}`)) ?? null)), [estateId, unitNo]);
}

/** The unit's associates on this device (synced and still pending), by name. */
export function useUnitAssociates(estateId: number | undefined, unitNo: string): Associate[] | undefined {
  return useLiveQuery(async () => {
    if (estateId === undefined) return undefined;
    const rows = await db.associates.where('[estateId+unitNo]').equals([estateId, unitNo]).toArray();
    return rows.sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
  }, [estateId, unitNo]);
}

/** One associate: undefined while loading, null when it is not on this device. */
export function useAssociate(associateId: string): Associate | null | undefined {
  return useLiveQuery(async () => (await db.associates.get(associateId)) ?? null, [associateId]);
}

/** The estate's people configuration: undefined while loading, null when not synced yet. */
export function usePeopleConfig(estateId: number | undefined): PeopleConfig | null | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : ((await db.peopleConfig.get(estateId)) ?? null)), [estateId]);
}

/** The unit's requests to the estate manager still waiting for a decision. */
export function usePendingRequests(estateId: number | undefined, unitNo: string): UnitRequest[] {
  return (
    useLiveQuery(
      async () =>
        estateId === undefined
          ? []
          : (await db.unitRequests.where('[estateId+unitNo]').equals([estateId, unitNo]).toArray()).filter((r) => r.status === 'PENDING'),
      [estateId, unitNo],
    ) ?? []
  );
}

/** Whether a pending request of `kind` exists (for `associateId`, or for the unit when ''). */
export function hasPendingRequest(requests: readonly UnitRequest[], kind: UnitRequestKind, associateId = ''): boolean {
  return requests.some((r) => r.kind === kind && r.associateId === associateId);
}

/** How the signed-in user holds the unit: as a holder (resident, owner) and/or as its delegate. */
export function useUnitRole(estateId: number | undefined, unitNo: string): { holder: boolean; delegate: boolean } | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => {
    if (!userId || estateId === undefined) return undefined;
    const roles = (await db.userRoles.where('userId').equals(userId).toArray()).filter((r) => r.estateId === estateId && r.unitNo === unitNo);
    return { holder: roles.some((r) => isRoleIn(r.roleName, UNIT_HOLDER_ROLES)), delegate: roles.some((r) => r.roleName === ROLES.associateDelegate) };
  }, [userId, estateId, unitNo]);
}

/** The signed-in user's own record (the 'parent is owner' switch copies it). */
export function useMyRecord(): UserRecord | null | undefined {
  const userId = useSession()?.userId;
  return useLiveQuery(async () => (userId ? ((await db.users.get(userId)) ?? null) : undefined), [userId]);
}

/** The property lines of a unit: the user's addresses at the estate with the unit's stand number (or unit number). */
export function usePropertyLines(estateId: number | undefined, unit: Pick<Unit, 'standNo' | 'unitNo'> | null | undefined): string[] {
  return (
    useLiveQuery(async () => {
      if (estateId === undefined || !unit) return [];
      const addresses = await db.addresses.toArray();
      const stand = (a: (typeof addresses)[number]) => a.standNo.trim();
      const match = addresses.find((a) => a.estateId === estateId && (stand(a) === unit.standNo || stand(a) === unit.unitNo));
      return match
        ? [match.context, `${match.streetNoOrUnitNo} ${match.streetName}`, match.suburbName, match.localityOrCity]
            .map((line) => line.trim())
            .filter((line) => line !== '')
        : [];
    }, [estateId, unit?.standNo, unit?.unitNo]) ?? []
  );
}

// ---------------------------------------------------------------- writes

/** The answer a screen shows for its own write; a refusal carries the outbox entry to dismiss when it is closed. */
export type Outcome = WriteOutcome;

/** The args of `associates.create` as the form hands them in (before the contract trims and checks them). */
export type AssociateCreateInput = MutationInput<'associates.create'>;
export type AssociateImages = Partial<Record<AssociateImageField, Blob>>;

/**
 * Adds an associate on the device at once (pending until the server confirms; the server checks
 * the limit inside its write transaction). The pictures taken stay on the device and upload once
 * the associate exists on the server. Online, waits for the server's answer.
 */
export async function createAssociate(
  input: AssociateCreateInput,
  names: { associateType: string; relationship: string },
  images: AssociateImages = {},
): Promise<Outcome> {
  await requireUserId();
  await mutate('associates.create', input, names);
  // After the row: the uploader drops pictures whose associate is not on the device.
  await keepAssociateImages(input.associateId, images);
  const outcome = await awaitWrite('associates', input.associateId);
  if (outcome.kind === 'synced') void uploadPendingAssociateImages();
  return outcome;
}

/** A request to the estate manager (removal, more associates, delegate change), pending on the device until sent. */
export async function requestForUnit(
  kind: UnitRequestKind,
  estateId: number,
  unitNo: string,
  associate?: Pick<Associate, 'pkiAssociateID' | 'firstName' | 'lastName'>,
): Promise<Outcome> {
  await requireUserId();
  const requestId = newRowId();
  await mutate(
    'people.request',
    { requestId, kind, estateId, unitNo, associateId: associate?.pkiAssociateID ?? '' },
    { associateName: associate ? `${associate.firstName} ${associate.lastName}` : '' },
  );
  return awaitWrite('unitRequests', requestId);
}

/** UPDATE ASSOCIATE: the associate's new access term, shown at once and pending on the device until sent. */
export async function updateAssociateTerm(input: MutationInput<'associates.update'>): Promise<Outcome> {
  await requireUserId();
  await mutate('associates.update', input);
  return awaitWrite('associates', input.associateId);
}

/** Makes an adult associate the unit's delegate (the server e-mails them). */
export async function makeDelegate(associateId: string): Promise<Outcome> {
  await mutate('associates.setDelegate', { associateId });
  return awaitWrite('associates', associateId);
}

/** Online only: the associate's full ID or passport number (each view is logged by the server). */
export async function fetchAssociateIdNumber(associateId: string): Promise<string> {
  const body = await apiFetch<{ details?: { passportOrIDNumber?: string }[] }>(API.associateIdentity(associateId));
  return body.details?.[0]?.passportOrIDNumber ?? '';
}
