import { startA4Pdf } from '../lib/pdf';

/**
 * The demo estates' PDFs, written with pdfkit: a newsletter of several pages, the vault's
 * documents and a development's brochure. Real PDFs (the viewer draws their pages), made at seed
 * time; the words are fictional.
 */

type Section = { heading: string; paragraphs: readonly string[] };

export type DemoPdf = {
  title: string;
  /** The estate's name in the page header. */
  author: string;
  /** The masthead's colour. */
  colour: string;
  subtitle?: string;
  /** Each page's sections (a page per entry). */
  pages: ReadonlyArray<readonly Section[]>;
};

/** Renders `pdf`: a coloured masthead on the first page, the sections, page numbers in the footer. */
export function renderDemoPdf(pdf: DemoPdf): Promise<Buffer> {
  const { doc, done, left, width } = startA4Pdf({ Title: pdf.title, Author: pdf.author }, { bufferPages: true });
  doc.rect(0, 0, doc.page.width, 120).fill(pdf.colour);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(24).text(pdf.title, left, 40, { width });
  if (pdf.subtitle) doc.font('Helvetica').fontSize(12).text(pdf.subtitle, left, 76, { width });
  doc.fillColor('#000000');
  doc.y = 150;
  pdf.pages.forEach((sections, index) => {
    if (index > 0) doc.addPage();
    for (const section of sections) {
      doc.font('Helvetica-Bold').fontSize(15).fillColor(pdf.colour).text(section.heading, left, doc.y, { width }).fillColor('#000000');
      doc.moveDown(0.4);
      for (const paragraph of section.paragraphs) doc.font('Helvetica').fontSize(11).text(paragraph, { width, align: 'justify' }).moveDown(0.6);
      doc.moveDown(0.6);
    }
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - 40;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#777777')
      .text(`${pdf.author} · ${pdf.title} · ${i + 1}/${range.count}`, left, bottom, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
