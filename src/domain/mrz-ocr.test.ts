import { describe, expect, it } from 'vitest';
import { mrzLinesFromOcr, readPassportFromOcr } from './mrz-ocr';

const TODAY = new Date('2026-06-01T10:00:00Z');
/** ICAO Doc 9303 part 4's specimen (Anna Maria Eriksson of Utopia): check digits 6, 2, 9, 1 and composite 0 (reference 4.2). */
const SPECIMEN_1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
const SPECIMEN_2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

describe('readPassportFromOcr (ICAO 9303 TD3 from an OCR reading)', () => {
  it('reads the ICAO specimen with every check digit verified', () => {
    const ocr = `UTOPIA PASSPORT\nSurname ERIKSSON\n${SPECIMEN_1}\n${SPECIMEN_2}\n`;
    expect(readPassportFromOcr(ocr, TODAY)).toEqual({
      lines: `${SPECIMEN_1}\n${SPECIMEN_2}`,
      read: {
        ok: true,
        fields: {
          documentNumber: 'L898902C3',
          lastName: 'Eriksson',
          firstName: 'Anna Maria',
          nationality: 'UTO',
          issuingState: 'UTO',
          sex: 'F',
          dateOfBirth: '1974-08-12',
          expiryDate: '2012-04-15',
        },
      },
    });
  });

  it('fixes look-alikes by position: O for 0 in dates and check digits, 0 for O in the state, lost trailing fillers, spaces and «', () => {
    const misread1 = 'P<UT0ERIKSS0N<<ANNA<MAR1A«<<<<<<<<<';
    const misread2 = 'L898902C3 6UT07408I22F12O4159ZE184226B<<<<<1O';
    expect(mrzLinesFromOcr(`noise line\n${misread1}\n${misread2}`)).toEqual([SPECIMEN_1, SPECIMEN_2]);
    expect(readPassportFromOcr(`${misread1}\n${misread2}`, TODAY).read.ok).toBe(true);
  });

  it('reads what tesseract read off the sample photo page: fillers read as K and S, L read as 1 (fixed from the printed number)', () => {
    // tesseract.js 7's eng model on e2e/fixtures/passport-specimen.png, lower part then whole page.
    const crop = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<KKK<KKKLKLK<K\n1898902C36UTO7408122F1204159ZE184226B<<<<<10\n';
    const page = `UTOPIA PASSPORTPASSEPORT TPCUTONL898902C3\nP<UTOERI KSSON<<ANNA<MARIA<<<<<<<K<KKKKKKKKKKKS\n1898902C36UT07408122F1204159ZE184226B<<<<<10\n`;
    expect(readPassportFromOcr(crop + page, TODAY)).toEqual({ lines: `${SPECIMEN_1}\n${SPECIMEN_2}`, read: expect.objectContaining({ ok: true }) });
    // Without the printed number the check digit cannot tell L from 1 (both weigh 1 mod 10): the person corrects it.
    expect(readPassportFromOcr(crop, TODAY).lines).toBe(`${SPECIMEN_1}\n${SPECIMEN_2.replace('L', '1')}`);
  });

  it('keeps the document number as read (letters and digits both allowed) so a wrong one fails its check digit', () => {
    const wrong = SPECIMEN_2.replace('L898902C3', 'L898902CB');
    expect(readPassportFromOcr(`${SPECIMEN_1}\n${wrong}`, TODAY)).toEqual({
      lines: `${SPECIMEN_1}\n${wrong}`,
      read: { ok: false, error: { kind: 'mrzCheckDigit', field: 'document number' } },
    });
  });

  it('fails the birth date check digit when a digit is misread as another digit', () => {
    const wrong = SPECIMEN_2.replace('740812', '740813');
    expect(readPassportFromOcr(`${SPECIMEN_1}\n${wrong}`, TODAY).read).toEqual({ ok: false, error: { kind: 'mrzCheckDigit', field: 'birth date' } });
  });

  it('finds no MRZ in text without two lines of machine-readable characters', () => {
    expect(readPassportFromOcr('REPUBLIC OF SOUTH AFRICA\nPASSPORT\n', TODAY)).toEqual({ lines: null, read: { ok: false, error: { kind: 'mrzFormat' } } });
    expect(mrzLinesFromOcr(`${SPECIMEN_1}\nL898902C36UTO74081`)).toBeNull();
  });
});
