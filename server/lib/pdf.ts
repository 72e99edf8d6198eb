import PDFDocument from 'pdfkit';

/**
 * A new A4 pdfkit document (56 pt margins) with what its writer needs: the text column's left
 * edge and width, and the document's bytes, which `done` answers once the writer calls doc.end().
 */
export function startA4Pdf(info: { Title: string; Author: string }, options: { bufferPages?: boolean } = {}) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, ...options, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  return { doc, done, left, width };
}
