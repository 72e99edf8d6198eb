import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';

/** Real files for uploads in the tests (server, client and e2e). */

/** A real A4 PDF (pdfkit): one page saying `draw`, or what `draw` puts on the document (it may add pages). */
export function pdfBytes(draw: string | ((doc: PDFKit.PDFDocument) => void) = 'Newsletter'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (typeof draw === 'string') doc.text(draw);
    else draw(doc);
    doc.end();
  });
}

/** A small real PNG (pngjs), one colour. */
export function pngBytes(width = 4, height = 4): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(0x80);
  return PNG.sync.write(png);
}
