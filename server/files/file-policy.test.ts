import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { detectFileType } from './detect-type';
import { checkFile, FILE_POLICIES } from './file-policy';

describe('detectFileType', () => {
  it('knows JPEG, PNG and WebP by their magic bytes, and nothing else', () => {
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectFileType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]))).toBe('image/webp');
    expect(detectFileType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]))).toBeUndefined();
    expect(detectFileType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectFileType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(detectFileType(Buffer.alloc(0))).toBeUndefined();
  });
});

/** A PDF written by a real generator (Chromium's print to PDF of a one-page statement). */
const STATEMENT_PDF = fs.readFileSync(new URL('./fixtures/statement.pdf', import.meta.url));
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

/** The refusal `checkFile` throws, as status, code and message. */
function refusal(check: () => unknown): { status: number; code: string; message: string } | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, code: error.code, message: error.message };
  }
}

describe('file policy per kind', () => {
  it('takes a real PDF as a document, and only as a document', () => {
    expect(STATEMENT_PDF.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(detectFileType(STATEMENT_PDF)).toBe('application/pdf');
    expect(checkFile('document', STATEMENT_PDF)).toBe('application/pdf');
    expect(refusal(() => checkFile('image', STATEMENT_PDF))).toEqual({
      status: 415,
      code: 'files/bad-type',
      message: 'Only JPEG, PNG or WebP photos can be uploaded.',
    });
  });

  it('refuses a text file named .pdf, one that only starts like a PDF, a cut-off PDF and a photo as a document', () => {
    const badType = { status: 415, code: 'files/bad-type', message: 'Only PDF documents can be uploaded.' };
    expect(refusal(() => checkFile('document', Buffer.from('Levy statement\nUnit 12, March: R 1 250.00\n')))).toEqual(badType);
    expect(refusal(() => checkFile('document', Buffer.from('%PDF-1.7 is the version this note is about, nothing more.\n')))).toEqual(badType);
    expect(refusal(() => checkFile('document', STATEMENT_PDF.subarray(0, STATEMENT_PDF.length - 2048)))).toEqual(badType);
    expect(refusal(() => checkFile('document', JPEG))).toEqual(badType);
  });

  it("refuses an empty file and one over the kind's limit before looking at its type", () => {
    expect(refusal(() => checkFile('document', Buffer.alloc(0)))).toEqual({ status: 400, code: 'files/empty', message: 'The document is empty.' });
    const limit = FILE_POLICIES.document.maxBytes;
    expect(limit).toBe(20 * 1024 * 1024);
    // A PDF padded to the limit is taken; one byte more is refused as too large.
    const padded = (size: number) => Buffer.concat([STATEMENT_PDF.subarray(0, 9), Buffer.alloc(size - STATEMENT_PDF.length, 0x20), STATEMENT_PDF.subarray(9)]);
    expect(checkFile('document', padded(limit))).toBe('application/pdf');
    expect(refusal(() => checkFile('document', padded(limit + 1)))).toEqual({
      status: 413,
      code: 'files/too-large',
      message: 'The document is too large (at most 20 MB).',
    });
    expect(refusal(() => checkFile('image', Buffer.concat([JPEG, Buffer.alloc(FILE_POLICIES.image.maxBytes)])))).toMatchObject({
      status: 413,
      code: 'files/too-large',
    });
  });
});
