import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentCategory, EstateDocument, Newsletter } from '../../contract/content';
import { db } from '../../db/db';
import { categoriesOf, categoryOf, documentsOf, newslettersOf } from './use-documents';

const server = { updatedAt: 1 };
const category = (id: string, tileDisplayTitle: string, rank: number, estateId = 91): DocumentCategory => ({
  id,
  iconName: 'book',
  tileDisplayTitle,
  tileDescription: '',
  rank,
  estateId,
  ...server,
});
const document = (id: string, folder: string, friendlyName: string, unitNo = '', estateId = 91): EstateDocument => ({
  id,
  folder,
  friendlyName,
  contentType: 'application/pdf',
  extension: 'pdf',
  fontIcon: '',
  fileUrl: `/sdk/files/${id}-file-0001`,
  unitNo,
  estateId,
  ...server,
});
const newsletter = (id: string, title: string, created: number, estateId = 91): Newsletter => ({
  id,
  title,
  description: '',
  icon: '',
  fileUrl: `/sdk/files/${id}-file-0001`,
  created,
  estateId,
  ...server,
});

/** The vault's lists as the screens read them from the device (rows put in Dexie as sync would). */
describe('the document vault on the device', () => {
  beforeEach(async () => {
    db.close();
    await db.delete();
    await db.open();
    await db.documentCategories.bulkPut([category('minutes', 'Minutes', 2), category('rules', 'Rules', 1), category('other-estate', 'Rules', 0, 92)]);
    await db.documents.bulkPut([
      document('d1', 'vault_Rules', 'Pets policy'),
      document('d2', 'vault_Rules', 'Building rules for unit 12', '12'),
      document('d3', 'vault_Minutes', 'AGM 2025'),
      document('d4', 'vault_Rules', 'Unit 14 only', '14'),
      document('d5', 'vault_Rules', 'Another estate', '', 92),
    ]);
    await db.newsletters.bulkPut([newsletter('n1', 'January', 1_000), newsletter('n2', 'March', 3_000), newsletter('n3', 'Elsewhere', 9_000, 92)]);
  });

  it("lists the estate's categories by rank, and finds one only at its estate", async () => {
    expect((await categoriesOf(91)).map((c) => c.id)).toEqual(['rules', 'minutes']);
    expect(await categoryOf(91, 'other-estate')).toBeNull();
    expect((await categoryOf(91, 'rules'))?.tileDisplayTitle).toBe('Rules');
  });

  it("lists a category's documents for the unit: the estate's and the unit's own", async () => {
    const rules = (await categoryOf(91, 'rules'))!;
    expect((await documentsOf(91, rules, '12')).map((d) => d.id)).toEqual(['d2', 'd1']);
    expect((await documentsOf(91, rules, '14')).map((d) => d.id)).toEqual(['d1', 'd4']);
    expect((await documentsOf(91, (await categoryOf(91, 'minutes'))!, '12')).map((d) => d.id)).toEqual(['d3']);
  });

  it("lists the estate's newsletters newest first", async () => {
    expect((await newslettersOf(91)).map((n) => n.title)).toEqual(['March', 'January']);
  });
});
