import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { t } from '../../i18n';
import '../../i18n/areas/documents';

/** A page's size in PDF points at scale 1. */
type Size = { width: number; height: number };

/** Canvases stay below this many pixels (phones refuse larger ones); a page zoomed further is drawn softer. */
const MAX_CANVAS_PIXELS = 16_777_216;

/**
 * One page: a placeholder of the page's size until it comes near the visible area, then a canvas
 * drawn by pdf.js at the screen's pixel density; drawn again when the zoom changes, and emptied
 * when it is far from view again (a long document does not hold every page's pixels).
 */
function PdfPage({ doc, pageNumber, scale, fallbackSize }: { doc: PDFDocumentProxy; pageNumber: number; scale: number; fallbackSize: Size }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  const [size, setSize] = useState<Size | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), { rootMargin: '100% 0px' });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (!near) {
      canvas.width = 0;
      canvas.height = 0;
      setDrawn(false);
      return;
    }
    let task: RenderTask | undefined;
    let live = true;
    void (async () => {
      const page = await doc.getPage(pageNumber);
      if (!live) return;
      const base = page.getViewport({ scale: 1 });
      setSize({ width: base.width, height: base.height });
      const density = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (base.width * base.height * scale * scale)));
      const viewport = page.getViewport({ scale: scale * density });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      await task.promise;
      if (live) setDrawn(true);
    })().catch(() => undefined);
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, pageNumber, scale, near]);

  const shown = size ?? fallbackSize;
  const width = Math.floor(shown.width * scale);
  const height = Math.floor(shown.height * scale);
  return (
    <div ref={boxRef} className="pdf-page" style={{ width, height }} data-page={pageNumber} data-drawn={drawn ? 'true' : 'false'}>
      <canvas ref={canvasRef} role="img" aria-label={t('viewer.page', { n: pageNumber, count: doc.numPages })} style={{ width, height }} />
    </div>
  );
}

/**
 * The document's pages, one under the other, at `zoom` times the width that fits the screen
 * (phones included: 100% is the screen's width). The page scrolls as usual; a page zoomed wider
 * than the screen scrolls sideways. Only pages near the visible area are drawn.
 */
export function PdfPages({ doc, zoom, title }: { doc: PDFDocumentProxy; zoom: number; title: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [first, setFirst] = useState<Size | null>(null);
  const [available, setAvailable] = useState(0);

  useEffect(() => {
    let live = true;
    void doc.getPage(1).then((page) => {
      const viewport = page.getViewport({ scale: 1 });
      if (live) setFirst({ width: viewport.width, height: viewport.height });
    });
    return () => {
      live = false;
    };
  }, [doc]);

  useEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Keep the reader's place when the zoom changes: the same fraction of the pages stays at the top.
  const previous = useRef({ height: 0, zoom });
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure after the zoom or the layout changes; the box is read through a ref.
  useEffect(() => {
    const element = boxRef.current;
    const scroller = document.scrollingElement;
    if (!element || !scroller) return;
    const before = previous.current;
    const height = element.offsetHeight;
    if (before.zoom !== zoom && before.height > 0) {
      const top = element.offsetTop;
      scroller.scrollTop = top + ((scroller.scrollTop - top) / before.height) * height;
    }
    previous.current = { height, zoom };
  }, [zoom, available, first]);

  const padding = 16;
  const scale = first && available > 0 ? (Math.max(available - padding, 120) / first.width) * zoom : 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of rendered pages, not form fields.
    <div ref={boxRef} className="pdf-pages" role="group" aria-label={t('viewer.pages', { title })}>
      {first && scale > 0
        ? Array.from({ length: doc.numPages }, (_, i) => i + 1).map((pageNumber) => (
            <PdfPage key={pageNumber} doc={doc} pageNumber={pageNumber} scale={scale} fallbackSize={first} />
          ))
        : null}
    </div>
  );
}
