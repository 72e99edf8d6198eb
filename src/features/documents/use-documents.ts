import { useLiveQuery } from 'dexie-react-hooks';
import type { DocumentCategory, EstateDocument, Newsletter } from '../../contract/content';
import { db } from '../../db/db';
import { documentsFor, sortCategories, sortNewsletters } from '../../domain/documents';

/**
 * The document vault and the newsletters on the device (spec 3 documents and newsletters): the
 * estate's categories and newsletters (estate scope) and its documents (only users with a unit
 * at the estate receive them; a document naming a unit reaches that unit's people only) arrive
 * through sync and are read here from Dexie only, so the lists render offline.
 */

/** The estate's document categories, by rank. */
export async function categoriesOf(estateId: number): Promise<DocumentCategory[]> {
  return sortCategories(await db.documentCategories.where('estateId').equals(estateId).toArray());
}

/** One category of the estate; null when the device has none with that id. */
export async function categoryOf(estateId: number, id: string): Promise<DocumentCategory | null> {
  const category = id ? await db.documentCategories.get(id) : undefined;
  return category && category.estateId === estateId ? category : null;
}

/** The documents of a category for one unit (the folder filter and the unit filter), by name. */
export async function documentsOf(estateId: number, category: DocumentCategory, unitNo: string): Promise<EstateDocument[]> {
  return documentsFor(await db.documents.where('estateId').equals(estateId).toArray(), category, unitNo);
}

/** The estate's newsletters, newest first. */
export async function newslettersOf(estateId: number): Promise<Newsletter[]> {
  return sortNewsletters(await db.newsletters.where('estateId').equals(estateId).toArray());
}

export function useCategories(estateId: number | undefined): DocumentCategory[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : categoriesOf(estateId)), [estateId]);
}

/** A category and its documents for the unit; `category` null when the device has no such category. */
export function useCategoryDocuments(
  estateId: number | undefined,
  categoryId: string,
  unitNo: string,
): { category: DocumentCategory | null; documents: EstateDocument[] } | undefined {
  return useLiveQuery(async () => {
    if (estateId === undefined) return undefined;
    const category = await categoryOf(estateId, categoryId);
    return { category, documents: category ? await documentsOf(estateId, category, unitNo) : [] };
  }, [estateId, categoryId, unitNo]);
}

export function useNewsletters(estateId: number | undefined): Newsletter[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : newslettersOf(estateId)), [estateId]);
}
