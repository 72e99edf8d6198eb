/** The viewer's search params (spec 1 /pdfViewer?url=&title=): strings, '' when missing. */
export type ViewerSearch = { url: string; title: string };

export function viewerSearch(search: Record<string, unknown>): ViewerSearch {
  return { url: typeof search.url === 'string' ? search.url : '', title: typeof search.title === 'string' ? search.title : '' };
}
