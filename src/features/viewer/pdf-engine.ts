import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import symbolFontUrl from 'pdfjs-dist/standard_fonts/FoxitSymbol.pfb?url';
import dingbatsFontUrl from 'pdfjs-dist/standard_fonts/FoxitDingbats.pfb?url';
import openJpegUrl from 'pdfjs-dist/wasm/openjpeg.wasm?url';
import jbig2Url from 'pdfjs-dist/wasm/jbig2.wasm?url';

/**
 * pdf.js for the PDF viewer, loaded only by this screen (a dynamic import: the first load of the
 * app carries none of it). Under the app's CSP (`script-src 'self' 'wasm-unsafe-eval'`, no eval,
 * `connect-src 'self'`):
 * - the worker is a module worker from this origin (pdf.js v6 has no eval path at all, so there is
 *   no `isEvalSupported` to turn off);
 * - the bytes are handed in (fetched with the session's token by src/app/documents-cache.ts), so
 *   pdf.js itself never touches the network;
 * - the binary data it may ask for comes from the app's own build (precached, so offline too):
 *   the two standard fonts no system has (Symbol, ZapfDingbats; the other standard fonts use the
 *   system's, `useSystemFonts`) and the JPEG 2000 and JBIG2 image decoders. CJK CMaps are not
 *   bundled (documents of this product embed their fonts), and ICC colour profiles fall back to
 *   the document's alternate colour space.
 */

const BUNDLED: Readonly<Record<string, string>> = {
  'FoxitSymbol.pfb': symbolFontUrl,
  'FoxitDingbats.pfb': dingbatsFontUrl,
  'openjpeg.wasm': openJpegUrl,
  'jbig2.wasm': jbig2Url,
};

/** pdf.js's binary data reader (its `BinaryDataFactory` shape), answering from the files bundled above only. */
class BundledBinaryData {
  async fetch({ filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = BUNDLED[filename];
    if (!url) throw new Error(`${filename} is not bundled with the app`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${filename}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

let library: Promise<typeof import('pdfjs-dist')> | undefined;

/** Loads pdf.js once (also called early, while the file is still being fetched). */
export function loadPdfLibrary(): Promise<typeof import('pdfjs-dist')> {
  library ??= import('pdfjs-dist').then((pdfjs) => {
    // Each document gets its own module worker from this origin, ended with the document.
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });
  library.catch(() => {
    library = undefined;
  });
  return library;
}

/** True when the bytes start like a PDF ('%PDF-' within the first KiB, as readers allow). */
export async function looksLikePdf(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 1024).arrayBuffer());
  return new TextDecoder('latin1').decode(head).includes('%PDF-');
}

/** Opens a PDF from its bytes; rejects when pdf.js cannot read it (damaged, password protected). */
export async function openPdf(blob: Blob): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfLibrary();
  const task = pdfjs.getDocument({
    data: new Uint8Array(await blob.arrayBuffer()),
    BinaryDataFactory: BundledBinaryData,
    useWorkerFetch: false,
    useSystemFonts: true,
    enableXfa: false,
    disableWorkerRendering: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  return task.promise;
}
