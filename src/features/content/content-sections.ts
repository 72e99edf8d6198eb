/** The content page's sections, one tab each (/manager/content?section=...; none: Events). */
export const CONTENT_SECTIONS = ['events', 'newsletters', 'documents', 'directory', 'contacts', 'places', 'listings', 'theme'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];
export type ContentSearch = { section?: ContentSection };

/** The route's search, validated at the edge: an unknown section is left out. */
export function contentSearch(search: Record<string, unknown>): ContentSearch {
  const section = CONTENT_SECTIONS.find((s) => s === search.section);
  return section ? { section } : {};
}
