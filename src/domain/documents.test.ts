import { describe, expect, it } from 'vitest';
import {
  documentHref,
  documentKind,
  documentsFor,
  downloadName,
  folderCategory,
  folderKeyOf,
  forUnit,
  inCategory,
  isPdfDocument,
  isStoredFile,
  newsletterDateTime,
  pdfViewerHref,
  sortCategories,
  sortNewsletters,
} from './documents';

const doc = (folder: string, friendlyName: string, unitNo = '') => ({ folder, friendlyName, unitNo });

describe('the document vault filter (spec 3 section 5)', () => {
  it("reads a folder's second underscore-separated segment", () => {
    expect(folderCategory('vault_Rules')).toBe('Rules');
    expect(folderCategory('vault_HouseRules_2026')).toBe('HouseRules');
    expect(folderCategory('vault')).toBe('');
    expect(folderCategory('_Rules')).toBe('Rules');
    expect(folderCategory('')).toBe('');
  });

  it("compares it with the category's title without spaces, exactly", () => {
    expect(folderKeyOf('House Rules')).toBe('HouseRules');
    expect(folderKeyOf(' AGM  Minutes ')).toBe('AGMMinutes');
    expect(inCategory({ folder: 'vault_HouseRules' }, { tileDisplayTitle: 'House Rules' })).toBe(true);
    expect(inCategory({ folder: 'vault_Rules' }, { tileDisplayTitle: 'Rules' })).toBe(true);
    expect(inCategory({ folder: 'vault_Rules' }, { tileDisplayTitle: 'House Rules' })).toBe(false);
    // Only the second segment counts: the first and any later ones do not.
    expect(inCategory({ folder: 'Rules_Minutes' }, { tileDisplayTitle: 'Rules' })).toBe(false);
    expect(inCategory({ folder: 'vault_Minutes_Rules' }, { tileDisplayTitle: 'Rules' })).toBe(false);
    expect(inCategory({ folder: 'vault_rules' }, { tileDisplayTitle: 'Rules' })).toBe(false);
    expect(inCategory({ folder: 'vault' }, { tileDisplayTitle: '' })).toBe(false);
  });

  it("lists a category's documents for one unit: the estate's and that unit's, by name", () => {
    const documents = [
      doc('vault_Rules', 'Pets policy'),
      doc('vault_Minutes', 'AGM 2025'),
      doc('vault_Rules', 'Building rules', '12'),
      doc('vault_Rules', 'Architectural guidelines', '14'),
      doc('vault_Rules', 'architecture 2'),
    ];
    expect(documentsFor(documents, { tileDisplayTitle: 'Rules' }, '12').map((d) => d.friendlyName)).toEqual([
      'architecture 2',
      'Building rules',
      'Pets policy',
    ]);
    expect(documentsFor(documents, { tileDisplayTitle: 'Rules' }, '14').map((d) => d.friendlyName)).toEqual([
      'Architectural guidelines',
      'architecture 2',
      'Pets policy',
    ]);
    expect(documentsFor(documents, { tileDisplayTitle: 'Minutes' }, '12').map((d) => d.friendlyName)).toEqual(['AGM 2025']);
    expect(documentsFor(documents, { tileDisplayTitle: 'Levies' }, '12')).toEqual([]);
  });

  it('a document naming no unit is for every unit', () => {
    expect(forUnit({ unitNo: '' }, '12')).toBe(true);
    expect(forUnit({ unitNo: '12' }, '12')).toBe(true);
    expect(forUnit({ unitNo: ' 12 ' }, '12')).toBe(true);
    expect(forUnit({ unitNo: '12' }, '1')).toBe(false);
  });
});

describe('order', () => {
  it('categories by rank, then title', () => {
    const sorted = sortCategories([
      { rank: 2, tileDisplayTitle: 'Minutes' },
      { rank: 1, tileDisplayTitle: 'Rules' },
      { rank: 2, tileDisplayTitle: 'Financials' },
    ]);
    expect(sorted.map((c) => c.tileDisplayTitle)).toEqual(['Rules', 'Financials', 'Minutes']);
  });

  it('newsletters newest created first', () => {
    const sorted = sortNewsletters([
      { created: 1_000, title: 'January' },
      { created: 3_000, title: 'March' },
      { created: 2_000, title: 'February' },
    ]);
    expect(sorted.map((n) => n.title)).toEqual(['March', 'February', 'January']);
  });
});

describe('opening a document', () => {
  it('PDFs by type, or by extension when the type is missing', () => {
    expect(isPdfDocument({ contentType: 'application/pdf', extension: '' })).toBe(true);
    expect(isPdfDocument({ contentType: 'Application/PDF; charset=binary', extension: 'pdf' })).toBe(true);
    expect(isPdfDocument({ contentType: '', extension: '.PDF' })).toBe(true);
    expect(isPdfDocument({ contentType: 'image/png', extension: 'pdf' })).toBe(false);
    expect(isPdfDocument({ contentType: 'text/html', extension: 'html' })).toBe(false);
  });

  it('PDFs open the PDF viewer, other types the embedded page viewer; the links carry no token', () => {
    const pdf = documentHref({ contentType: 'application/pdf', extension: 'pdf', fileUrl: '/sdk/files/abcdefgh12', friendlyName: 'Rules & regulations' });
    expect(pdf).toBe('/pdfViewer?url=%2Fsdk%2Ffiles%2Fabcdefgh12&title=Rules+%26+regulations');
    const page = documentHref({ contentType: 'image/png', extension: 'png', fileUrl: '/sdk/files/abcdefgh12', friendlyName: 'Site plan' });
    expect(page).toBe('/DynamicIFrame?url=%2Fsdk%2Ffiles%2Fabcdefgh12&heading=Site+plan');
    expect(new URL(pdfViewerHref('/sdk/files/abcdefgh12', 'x'), 'https://app.example').searchParams.get('url')).toBe('/sdk/files/abcdefgh12');
    expect(pdf).not.toMatch(/token/i);
  });

  it('knows the stored files of this product', () => {
    expect(isStoredFile('/sdk/files/abcdefgh12')).toBe(true);
    expect(isStoredFile('/sdk/files/abc')).toBe(false);
    expect(isStoredFile('https://example.com/sdk/files/abcdefgh12')).toBe(false);
    expect(isStoredFile('/sdk/files/abcdefgh12?x=1')).toBe(false);
  });

  it('names a download after its title', () => {
    expect(downloadName('AGM minutes 2025', 'application/pdf')).toBe('AGM minutes 2025.pdf');
    expect(downloadName('rules.pdf', 'application/pdf')).toBe('rules.pdf');
    expect(downloadName('a/b: c?', 'application/pdf')).toBe('a b c.pdf');
    expect(downloadName('  ', 'image/png')).toBe('document');
  });
});

describe("the newsletter's date", () => {
  it("is 'DD-MM-YYYY HH:mm:ss' at the estate (UTC+02:00)", () => {
    expect(newsletterDateTime(Date.UTC(2026, 2, 5, 7, 4, 9))).toBe('05-03-2026 09:04:09');
    expect(newsletterDateTime(Date.UTC(2026, 11, 31, 22, 30, 0))).toBe('01-01-2027 00:30:00');
  });
});

describe('documentKind (readable document types)', () => {
  it('names the common types', () => {
    expect(documentKind('application/pdf', 'pdf')).toEqual({ kind: 'pdf', format: 'PDF' });
    expect(documentKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx')).toEqual({ kind: 'word', format: 'DOCX' });
    expect(documentKind('image/jpeg', 'jpg')).toEqual({ kind: 'image', format: 'JPEG' });
    expect(documentKind('image/png', '')).toEqual({ kind: 'image', format: 'PNG' });
    expect(documentKind('application/vnd.ms-excel', 'xls')).toEqual({ kind: 'spreadsheet', format: 'XLS' });
  });
  it('falls back to the extension, then to a plain file', () => {
    expect(documentKind('', '.PDF')).toEqual({ kind: 'pdf', format: 'PDF' });
    expect(documentKind('application/octet-stream', 'jpg')).toEqual({ kind: 'image', format: 'JPEG' });
    expect(documentKind('', '')).toEqual({ kind: 'other', format: '' });
    expect(documentKind('application/x-thing', 'dwg')).toEqual({ kind: 'other', format: 'DWG' });
  });
});
