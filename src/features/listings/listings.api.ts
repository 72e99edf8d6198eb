import { useLiveQuery } from 'dexie-react-hooks';
import type { Development, LifestyleProvider } from '../../contract/content';
import { db } from '../../db/db';

/**
 * The reads of developments and lifestyle and food providers: plain Dexie queries (tests read
 * what the screens render) that the hooks run live; the screens filter and sort with
 * src/domain/content.ts. Undefined while loading, null when a record is not on the device.
 */

export function estateDevelopmentsOf(estateId: number): Promise<Development[]> {
  return db.developments.where('estateId').equals(estateId).toArray();
}

export async function developmentOf(id: string): Promise<Development | null> {
  return id ? ((await db.developments.get(id)) ?? null) : null;
}

export function estateProvidersOf(estateId: number): Promise<LifestyleProvider[]> {
  return db.lifestyleProviders.where('estateId').equals(estateId).toArray();
}

export async function providerOf(id: string): Promise<LifestyleProvider | null> {
  return id ? ((await db.lifestyleProviders.get(id)) ?? null) : null;
}

export function useEstateDevelopments(estateId: number | undefined): Development[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : estateDevelopmentsOf(estateId)), [estateId]);
}

export function useDevelopment(id: string): Development | null | undefined {
  return useLiveQuery(() => developmentOf(id), [id]);
}

export function useEstateProviders(estateId: number | undefined): LifestyleProvider[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : estateProvidersOf(estateId)), [estateId]);
}

export function useProvider(id: string): LifestyleProvider | null | undefined {
  return useLiveQuery(() => providerOf(id), [id]);
}
