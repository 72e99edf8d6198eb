import { useLiveQuery } from 'dexie-react-hooks';
import type { DirectoryEntry } from '../../contract/records';
import { db } from '../../db/db';

export type DirectorySection = { category: DirectoryEntry['category']; entries: DirectoryEntry[] };

/** The order the sections are listed in (office first, then emergencies). */
const CATEGORY_ORDER: readonly DirectoryEntry['category'][] = ['general', 'emergency', 'medical', 'managingAgents', 'home'];

/** Groups an estate's entries by category in CATEGORY_ORDER, each section sorted by name. */
export function directorySections(entries: readonly DirectoryEntry[]): DirectorySection[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    entries: entries.filter((e) => e.category === category).sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((section) => section.entries.length > 0);
}

/** The directory of `estateId` from Dexie (synced to the estate's members; renders offline). */
export function useDirectory(estateId: number | undefined): DirectorySection[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? [] : directorySections(await db.directory.where('estateID').equals(estateId).toArray())), [estateId]);
}
