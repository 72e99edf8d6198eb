import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openFile } from '../../app/documents-cache';
import { useOnline } from '../../sync/hooks';
import { loadPdfLibrary, looksLikePdf, openPdf } from './pdf-engine';

/**
 * What the viewer shows for a url: loading; the PDF's pages; the spec's download prompt when the
 * file cannot be shown here (not a PDF, not reachable, a page of another origin, pdf.js could not
 * read it), with the bytes when the device has them; offline without a copy on the device, that it
 * opens once back online (and it does); or nothing at all to offer.
 */
export type ViewerDocument =
  | { kind: 'loading' }
  | { kind: 'pdf'; doc: PDFDocumentProxy; blob: Blob }
  | { kind: 'cannotView'; blob?: Blob; external?: string }
  | { kind: 'offline' }
  | { kind: 'failed' };

async function load(url: string): Promise<ViewerDocument> {
  const answer = await openFile(url);
  if (answer.kind === 'failed') {
    if (answer.reason === 'invalid') return { kind: 'failed' };
    if (answer.reason === 'external') return { kind: 'cannotView', external: new URL(url, window.location.origin).href };
    if (answer.reason === 'offline') return { kind: 'offline' };
    return { kind: 'cannotView' };
  }
  const { blob } = answer;
  if (!(await looksLikePdf(blob))) return { kind: 'cannotView', blob };
  try {
    return { kind: 'pdf', doc: await openPdf(blob), blob };
  } catch {
    return { kind: 'cannotView', blob };
  }
}

export function useViewerDocument(url: string): ViewerDocument {
  const [state, setState] = useState<ViewerDocument>({ kind: 'loading' });
  const online = useOnline();
  const [tries, setTries] = useState(0);
  const waitingForNetwork = state.kind === 'offline';
  useEffect(() => {
    if (online && waitingForNetwork) setTries((n) => n + 1);
  }, [online, waitingForNetwork]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tries` loads the file again once the device is back online.
  useEffect(() => {
    let live = true;
    let opened: PDFDocumentProxy | undefined;
    setState({ kind: 'loading' });
    // pdf.js loads while the file is fetched.
    void loadPdfLibrary().catch(() => undefined);
    void load(url)
      .catch((): ViewerDocument => ({ kind: 'cannotView' }))
      .then((next) => {
        if (!live) {
          if (next.kind === 'pdf') void next.doc.loadingTask.destroy();
          return;
        }
        if (next.kind === 'pdf') opened = next.doc;
        setState(next);
      });
    return () => {
      live = false;
      void opened?.loadingTask.destroy();
    };
  }, [url, tries]);
  return state;
}
