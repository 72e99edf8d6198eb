import { useLiveQuery } from 'dexie-react-hooks';
import type { EstateContact } from '../../contract/content';
import { db } from '../../db/db';
import { activeContacts, directoryServices, type DirectoryService } from '../../domain/places';
import { useCurrentRole } from '../../app/use-current-role';

/** The estate's three-level directory as the device holds it (synced to the estate's members; so it reads offline). */
export async function directoryServicesOf(estateId: number): Promise<DirectoryService[]> {
  return directoryServices(await db.directory.where('estateId').equals(estateId).toArray());
}

/** The estate's emergency or facility contacts as the device holds them: by rank, 'DELETED' hidden. */
export async function estateContactsOf(estateId: number, kind: EstateContact['kind']): Promise<EstateContact[]> {
  return activeContacts(await db.estateContacts.where('estateId').equals(estateId).toArray(), kind);
}

/** directoryServicesOf, live; undefined while loading. */
export function useDirectoryServices(estateId: number | undefined): DirectoryService[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : directoryServicesOf(estateId)), [estateId]);
}

/** estateContactsOf, live; undefined while loading. */
export function useEstateContacts(estateId: number | undefined, kind: EstateContact['kind']): EstateContact[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : estateContactsOf(estateId, kind)), [estateId, kind]);
}

/**
 * The current estate's id: undefined while loading, -1 when there is none yet (before the
 * first sync: the screens show their empty state until it lands).
 */
export function useCurrentEstateId(): number | undefined {
  const access = useCurrentRole();
  return access === undefined ? undefined : (access?.estateId ?? -1);
}
