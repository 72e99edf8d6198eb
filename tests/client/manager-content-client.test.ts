import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/db';
import { checkContent, checkImport, contentRowsOf, deleteContent, importContent, saveContent, type ContentInput } from '../../src/content-editing/content.api';
import { uploadContentFile } from '../../src/content-editing/content-files';
import { withoutHandlerAttributes } from '../../src/content-editing/pasted-html';
import { pullOnce } from '../../src/sync/pull';
import { signOut } from '../../src/sync/session';
import { configureTransport } from '../../src/sync/transport';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { pdfBytes, pngBytes } from '../helpers/test-files';
import { insertCast, MANAGER, NEIGHBOUR, RESIDENT } from '../helpers/cast';

/** The console's content editors on the device: real Dexie (fake-indexeddb), the real client calls, the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT, NEIGHBOUR, MANAGER]) });

const ESTATE = 91;

async function pdfFile(name = 'december.pdf'): Promise<File> {
  return new File([new Uint8Array(await pdfBytes('Willow Creek News'))], name, { type: 'application/pdf' });
}

function pngFile(): File {
  return new File([new Uint8Array(pngBytes())], 'picture.png', { type: 'image/png' });
}

const event = (patch: Partial<ContentInput<'events'>> = {}): ContentInput<'events'> => ({
  title: 'Carols by the dam',
  eventCategory: 'Community',
  eventType: 'Event',
  featured: false,
  startDate: '2026-12-12',
  startTime: '18:30',
  endDate: '',
  endTime: '',
  location: 'The dam lawn',
  cost: 0,
  latitude: null,
  longitude: null,
  locationLink: '',
  cardImage: '',
  headerImage: '',
  body: '<p><strong>Bring</strong> a chair</p><img src=x onerror=alert(1)><script>alert(2)</script>',
  externalLink1: '',
  ...patch,
});

describe('estate content from the manager console', () => {
  it("checks drafts with the contract's messages before sending anything", () => {
    const untitled = checkContent('events', event({ title: '  ' }));
    expect(untitled).toEqual({ ok: false, issue: { message: 'Please enter a title.', path: 'title' } });
    expect(checkContent('events', event({ locationLink: 'http://maps.example' }))).toMatchObject({
      ok: false,
      issue: { message: 'Please enter a link starting with https://.', path: 'locationLink' },
    });
    expect(checkContent('events', event({ startDate: '' }))).toMatchObject({
      ok: false,
      issue: { path: 'startDate', message: 'Please enter a date as YYYY-MM-DD.' },
    });
    // valibot's own messages are for developers: the field is named instead.
    expect(checkContent('events', event({ cost: Number.NaN }))).toMatchObject({ ok: false, issue: { path: 'cost', message: 'Please check the field cost.' } });
    expect(checkContent('newsletters', { title: 'December', description: '', icon: '', fileUrl: '', created: 1 })).toMatchObject({
      ok: false,
      issue: { message: 'Please upload the file again.' },
    });
    expect(checkContent('sitePlans', { imageUrl: '/sdk/files/abcdefgh12', north: -26, west: 28, south: -25, east: 29 })).toMatchObject({
      ok: false,
      issue: { message: 'The north-west corner must be north and west of the south-east corner.' },
    });
    // The parsed draft is what is sent: trimmed, extra fields dropped.
    const parsed = checkContent('events', { ...event({ title: '  Carols  ' }), eventID: 'x', estateId: 91 });
    expect(parsed.ok && parsed.input).toEqual(event({ title: 'Carols' }));

    expect(checkImport('directory', 'not json')).toEqual({ ok: false, message: 'This is not valid JSON.' });
    expect(checkImport('directory', '{}')).toEqual({ ok: false, message: 'Please give a JSON array of items, like the example.' });
    const row = {
      dlevel1Name: 'Home services',
      dlevel1Icon: '',
      dlevel2Name: 'Plumbers',
      dlevel2Icon: '',
      dlevel3Name: 'Drip Fix',
      dlevel3Icon: '',
      dlevel3ContactNumber: '011 555 0101',
      description: '',
      rank: 1,
    };
    expect(checkImport('directory', JSON.stringify([row, { ...row, dlevel3ContactNumber: 'call me' }]))).toEqual({
      ok: false,
      message: 'Item 2: Please enter a phone number using digits, spaces, +, ( and ) only. (dlevel3ContactNumber)',
    });
    expect(
      checkImport(
        'directory',
        JSON.stringify([
          { ...row, id: 'a' },
          { ...row, id: 'a' },
        ]),
      ),
    ).toEqual({ ok: false, message: 'Each item of an import needs its own id.' });
    const fine = checkImport('directory', JSON.stringify([{ ...row, id: 'drip-fix' }, row]));
    expect(fine.ok && fine.items.map((i) => i.id)).toEqual(['drip-fix', expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('pasted HTML loses its handler attributes before any parser sees it, and keeps the rest', () => {
    expect(withoutHandlerAttributes('<p><strong>Bring</strong> a chair</p><img src=x onerror=alert(1)><img/onload="x()" alt=\'a\'>')).toBe(
      "<p><strong>Bring</strong> a chair</p><img src=x ><img/ alt='a'>",
    );
    expect(withoutHandlerAttributes('<p>Turn on=the lights</p>')).toBe('<p>Turn on=the lights</p>');
  });

  it('publishes, files, imports and deletes; every change reaches the devices through sync; refusals and offline say so', async () => {
    await signInClient(MANAGER);

    // An event: the server sanitises the body; the row arrives by sync, not by a local write.
    const saved = await saveContent(ESTATE, 'events', 'carols-2026', event());
    expect(saved.ok).toBe(true);
    const storedBody = saved.ok ? String(saved.record.body) : '';
    expect(storedBody).toContain('<strong>Bring</strong>');
    expect(storedBody).not.toMatch(/script|onerror|alert/);
    expect(await contentRowsOf(ESTATE, 'events')).toEqual([]);
    await pullOnce();
    expect((await contentRowsOf(ESTATE, 'events')).map((e) => [e.eventID, e.title, e.body])).toEqual([['carols-2026', 'Carols by the dam', storedBody]]);

    // A newsletter: the PDF uploaded first (kept on the device for the preview), then named by the record.
    expect(await uploadContentFile(pngFile(), 'pdf')).toEqual({
      ok: false,
      message: expect.stringContaining('This file is not of the type this field takes.'),
    });
    const upload = await uploadContentFile(await pdfFile(), 'pdf');
    if (!upload.ok) throw new Error(upload.message);
    expect(upload.file).toMatchObject({ url: expect.stringMatching(/^\/sdk\/files\//), contentType: 'application/pdf', extension: 'pdf' });
    expect(await db.fileCache.get(upload.file.url)).toBeDefined();
    const newsletter = await saveContent(ESTATE, 'newsletters', 'december-2026', {
      title: 'December newsletter',
      description: 'Carols and gate hours.',
      icon: '',
      fileUrl: upload.file.url,
      created: Date.now(),
    });
    expect(newsletter.ok).toBe(true);

    // Documents are filed under a category the estate has; the server's message otherwise.
    expect(
      (await saveContent(ESTATE, 'documentCategories', 'house-rules', { iconName: 'book', tileDisplayTitle: 'House Rules', tileDescription: '', rank: 1 })).ok,
    ).toBe(true);
    const rulesPdf = await uploadContentFile(await pdfFile('rules.pdf'), 'document');
    if (!rulesPdf.ok) throw new Error(rulesPdf.message);
    const doc = {
      folder: 'vault_HouseRules',
      friendlyName: 'Conduct rules',
      contentType: rulesPdf.file.contentType,
      extension: rulesPdf.file.extension,
      fontIcon: 'pdf',
      fileUrl: rulesPdf.file.url,
      unitNo: '',
    };
    expect(await saveContent(ESTATE, 'documents', 'conduct-rules', { ...doc, folder: 'vault_Minutes' })).toEqual({
      ok: false,
      text: 'There is no document category with that title.',
    });
    expect((await saveContent(ESTATE, 'documents', 'conduct-rules', doc)).ok).toBe(true);

    // The directory by import: all or none.
    const rows = [
      {
        id: 'drip-fix',
        dlevel1Name: 'Home services',
        dlevel1Icon: 'wrench',
        dlevel2Name: 'Plumbers',
        dlevel2Icon: '',
        dlevel3Name: 'Drip Fix',
        dlevel3Icon: '',
        dlevel3ContactNumber: '011 555 0101',
        description: '',
        rank: 1,
      },
      {
        id: 'spark',
        dlevel1Name: 'Home services',
        dlevel1Icon: 'wrench',
        dlevel2Name: 'Electricians',
        dlevel2Icon: '',
        dlevel3Name: 'Spark Right',
        dlevel3Icon: '',
        dlevel3ContactNumber: '011 555 0202',
        description: '',
        rank: 1,
      },
    ];
    const checked = checkImport('directory', JSON.stringify(rows));
    if (!checked.ok) throw new Error(checked.message);
    expect(await importContent(ESTATE, 'directory', checked.items)).toEqual({ ok: true, text: '2 item(s) imported.' });

    await pullOnce();
    expect((await contentRowsOf(ESTATE, 'newsletters')).map((n) => n.fileUrl)).toEqual([upload.file.url]);
    expect((await contentRowsOf(ESTATE, 'documents')).map((d) => d.friendlyName)).toEqual(['Conduct rules']);
    expect((await contentRowsOf(ESTATE, 'directory')).map((d) => d.dlevel3Name).sort()).toEqual(['Drip Fix', 'Spark Right']);

    // Delete: gone from the device with the next sync; an unknown id is the server's message.
    expect(await deleteContent(ESTATE, 'directory', 'spark')).toEqual({ ok: true, text: 'Deleted.' });
    expect(await deleteContent(ESTATE, 'directory', 'spark')).toEqual({
      ok: false,
      text: 'Sorry this notification cannot be found, please contact support for assistance.',
    });
    await pullOnce();
    expect((await contentRowsOf(ESTATE, 'directory')).map((d) => d.id)).toEqual(['drip-fix']);

    // Offline: nothing is sent and the form says so.
    configureTransport({ baseUrl: CLOSED });
    expect(await saveContent(ESTATE, 'events', 'carols-2026', event({ title: 'Moved' }))).toEqual({ ok: false, text: 'You are offline' });
    expect(await deleteContent(ESTATE, 'events', 'carols-2026')).toEqual({ ok: false, text: 'You are offline' });
    configureTransport({ baseUrl: h.base });
    await signOut();

    // A resident reads what was published, and may not write it.
    await signInClient(RESIDENT);
    expect((await contentRowsOf(ESTATE, 'events')).map((e) => e.body)).toEqual([storedBody]);
    expect((await contentRowsOf(ESTATE, 'documents')).map((d) => d.fileUrl)).toEqual([rulesPdf.file.url]);
    expect(await saveContent(ESTATE, 'events', 'carols-2026', event({ title: 'Mine now' }))).toEqual({ ok: false, text: 'You may not access this resource.' });
    expect(await deleteContent(ESTATE, 'events', 'carols-2026')).toEqual({ ok: false, text: 'You may not access this resource.' });
  });
});
