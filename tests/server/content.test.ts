import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { CONTENT_IMPORT_MAX, CONTENT_KIND_NAMES, type ContentKind } from '../../src/contract/content';
import type { EstateNotice } from '../../src/contract/notifications';
import type { Change } from '../../src/contract/sync';
import { ROLES } from '../../src/domain/roles';
import { CONTENT_MESSAGES } from '../../src/i18n/en/content';
import { DOCUMENT_MESSAGES, FILE_MESSAGES } from '../../src/i18n/en/files';
import { makeEstate, makeUser, type TestUser } from '../helpers/factories';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { deleteContent, importContent, pdfBytes, pngBytes, putContent, sampleInput, uploadAs } from './content-helpers';
import { call, JPEG } from './people-helpers';

const dialects = await availableDialects();

/** The latest state of each row of `table` a user's devices hold after pulling everything. */
function rowsOf(changes: Change[], table: string): Map<string, Record<string, unknown>> {
  const rows = new Map<string, Record<string, unknown>>();
  for (const c of changes.filter((change) => change.table === table)) {
    if (c.op === 'del') rows.delete(String(c.id));
    else rows.set(String(c.id), c.data as Record<string, unknown>);
  }
  return rows;
}

const isSingleton = (kind: ContentKind) => kind === 'sitePlans' || kind === 'themes';

/**
 * The estate's content on the server: the estate manager's PUT, DELETE and POST import
 * over every kind, each change published to its audience (documents: the unit holders, or one
 * unit), the files a record names taken by the estate and served to that audience only, the
 * refusals with the contract's messages writing nothing, and a new event or newsletter notifying
 * the estate's members once.
 */
describe.each(dialects)('the estate content (%s)', (dialect) => {
  let estate: number;
  let otherEstate: number;
  let manager: TestUser;
  let otherManager: TestUser;
  let resident: TestUser;
  let neighbour: TestUser;
  let guard: TestUser;
  let visitor: TestUser;
  let outsider: TestUser;
  const t = useTestApp(dialect, async (app) => {
    estate = await makeEstate(app);
    otherEstate = await makeEstate(app);
    [manager, otherManager, resident, neighbour, guard, visitor, outsider] = await Promise.all([
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.estateManager }] }),
      makeUser(app, { roles: [{ estateId: otherEstate, role: ROLES.estateManager }] }),
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.resident, unitNo: '12' }] }),
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.owner, unitNo: '14' }] }),
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.guard }] }),
      makeUser(app, { roles: [{ estateId: estate, role: ROLES.visitor }] }),
      makeUser(app, { roles: [{ estateId: otherEstate, role: ROLES.resident, unitNo: '12' }] }),
    ]);
  });

  const pulled = async (who: TestUser, table: string) => rowsOf((await pullAll(t.app, who)).changes, table);
  const image = async (who: TestUser = manager) => (await uploadAs(t.app, who, pngBytes(), 'image/png')).url;
  const pdf = async (who: TestUser = manager) => (await uploadAs(t.app, who, await pdfBytes(), 'application/pdf')).url;
  const readFile = (who: TestUser, url: string) => call(t.app, 'GET', url, who);
  const fileOwner = async (url: string) =>
    (
      await t.ctx.db
        .selectFrom('files')
        .select('owner_id')
        .where('id', '=', url.split('/').pop() ?? '')
        .executeTakeFirst()
    )?.owner_id;
  const count = async (table: 'content_items' | 'change_log' | 'notifications' | 'estate_notices' | 'files') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => ({
    items: await count('content_items'),
    log: await count('change_log'),
    notifications: await count('notifications'),
    notices: await count('estate_notices'),
  });
  const message = (res: { body: { errorDetails?: { detail: string } } }) => res.body.errorDetails?.detail;
  /** The estate notices the member reads (one row per notice for the whole estate, issue 28). */
  const noticesOf = async (who: TestUser) => [...(await pulled(who, 'estateNotices')).values()] as unknown as EstateNotice[];
  const category = (id: string, title: string) =>
    putContent(t.app, manager, estate, 'documentCategories', id, { ...sampleInput('documentCategories'), tileDisplayTitle: title });

  it('saves each kind, answers it as stored, and the estate pulls it (documents: its unit holders)', async () => {
    const files = { image: await image(), pdf: await pdf() };
    expect((await category('cat-house-rules', 'House Rules')).status).toBe(200);
    for (const kind of CONTENT_KIND_NAMES) {
      const id = isSingleton(kind) ? String(estate) : `first-${kind}`;
      const res = await putContent(t.app, manager, estate, kind, id, sampleInput(kind, files));
      expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(200);
      const answer = res.body.details?.[0];
      expect(answer?.table).toBe(kind);
      const key = isSingleton(kind) ? 'estateId' : kind === 'events' ? 'eventID' : 'id';
      expect(answer?.record).toMatchObject({ [key]: isSingleton(kind) ? estate : id, estateId: estate, updatedAt: expect.any(Number) });
      // Every member of the estate reads it, a visitor too; documents only those with a unit (and the managers).
      expect((await pulled(kind === 'documents' ? resident : visitor, kind)).get(id), kind).toEqual(answer?.record);
      expect((await pulled(outsider, kind)).get(id), kind).toBeUndefined();
    }
    expect((await pulled(visitor, 'documents')).size).toBe(0);
    expect((await pulled(guard, 'documents')).size).toBe(0);
    expect([...(await pulled(manager, 'documents')).keys()]).toEqual(['first-documents']);
  });

  it('replaces a record saved again under its id: one row, the latest data, the server fields its own', async () => {
    const first = await putContent(t.app, manager, estate, 'directory', 'dir-replace', sampleInput('directory'));
    expect(first.status).toBe(200);
    const again = await putContent(t.app, manager, estate, 'directory', 'dir-replace', {
      ...sampleInput('directory'),
      dlevel3Name: 'Drip Drop Plumbing (after hours)',
      estateId: otherEstate,
      id: 'other',
    });
    expect(again.status).toBe(200);
    expect(again.body.details?.[0]?.record).toMatchObject({ id: 'dir-replace', estateId: estate, dlevel3Name: 'Drip Drop Plumbing (after hours)' });
    expect((await pulled(resident, 'directory')).get('dir-replace')?.dlevel3Name).toBe('Drip Drop Plumbing (after hours)');
    const rows = await t.ctx.db.selectFrom('content_items').select(['kind', 'estate_id']).where('id', '=', 'dir-replace').execute();
    expect(rows.map((r) => [r.kind, Number(r.estate_id)])).toEqual([['directory', estate]]);
  });

  it('deletes a record: its tombstone reaches the devices; deleting it again is not found', async () => {
    await putContent(t.app, manager, estate, 'estateContacts', 'ec-delete', sampleInput('estateContacts'));
    expect((await pulled(resident, 'estateContacts')).has('ec-delete')).toBe(true);
    const res = await deleteContent(t.app, manager, estate, 'estateContacts', 'ec-delete');
    expect(res.status).toBe(200);
    expect(res.body.details).toEqual([{ table: 'estateContacts', record: { id: 'ec-delete' } }]);
    const changes = (await pullAll(t.app, resident)).changes.filter((c) => c.table === 'estateContacts' && c.id === 'ec-delete');
    expect(changes.map((c) => c.op)).toEqual(['del']);
    const again = await deleteContent(t.app, manager, estate, 'estateContacts', 'ec-delete');
    expect([again.status, message(again)]).toEqual([404, CONTENT_MESSAGES.notFound]);
    // A singleton by its estate's id.
    await putContent(t.app, manager, estate, 'themes', String(estate), sampleInput('themes'));
    expect((await deleteContent(t.app, manager, estate, 'themes', String(estate))).body.details).toEqual([{ table: 'themes', record: { estateId: estate } }]);
    expect((await pulled(resident, 'themes')).has(String(estate))).toBe(false);
  });

  it('imports an array all at once, each item as stored', async () => {
    const items = ['a', 'b', 'c'].map((n, i) => ({ id: `imp-${n}`, ...sampleInput('directory'), dlevel3Name: `Contact ${n}`, rank: i }));
    const res = await importContent(t.app, manager, estate, 'directory', items);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.details?.map((d) => [d.table, d.record.id, d.record.dlevel3Name])).toEqual([
      ['directory', 'imp-a', 'Contact a'],
      ['directory', 'imp-b', 'Contact b'],
      ['directory', 'imp-c', 'Contact c'],
    ]);
    const rows = await pulled(neighbour, 'directory');
    expect(['imp-a', 'imp-b', 'imp-c'].map((id) => rows.get(id)?.dlevel3Name)).toEqual(['Contact a', 'Contact b', 'Contact c']);
  });

  it('refuses bad input with the contract message and writes nothing, a half-bad import included', async () => {
    const before = await counts();
    const refusals: Array<[Promise<{ status: number; body: { errorDetails?: { detail: string } } }>, number, string]> = [
      [putContent(t.app, manager, estate, 'events', 'bad-1', { ...sampleInput('events'), title: '  ' }), 400, CONTENT_MESSAGES.titleRequired],
      [putContent(t.app, manager, estate, 'events', 'bad-2', { ...sampleInput('events'), startDate: '05/12/2026' }), 400, CONTENT_MESSAGES.badDate],
      [putContent(t.app, manager, estate, 'events', 'bad-3', { ...sampleInput('events'), locationLink: 'http://maps.example' }), 400, CONTENT_MESSAGES.badLink],
      [putContent(t.app, manager, estate, 'events', 'bad-4', { ...sampleInput('events'), cost: 12.5 }), 400, CONTENT_MESSAGES.badAmount],
      [putContent(t.app, manager, estate, 'themes', String(estate), { ...sampleInput('themes'), primary: 'red' }), 400, CONTENT_MESSAGES.badColour],
      [
        putContent(t.app, manager, estate, 'sitePlans', String(estate), { ...sampleInput('sitePlans', { image: '/sdk/files/abcdefgh1234' }), north: -26.03 }),
        400,
        CONTENT_MESSAGES.badCorners,
      ],
      [
        putContent(t.app, manager, estate, 'directory', 'bad-5', { ...sampleInput('directory'), dlevel3ContactNumber: 'call me' }),
        400,
        CONTENT_MESSAGES.badPhone,
      ],
      [
        putContent(t.app, manager, estate, 'documents', 'bad-6', { ...sampleInput('documents', { pdf: '/sdk/files/abcdefgh1234' }), folder: 'Rules' }),
        400,
        CONTENT_MESSAGES.badFolder,
      ],
      [
        putContent(t.app, manager, estate, 'documents', 'bad-7', { ...sampleInput('documents', { pdf: await pdf() }), folder: 'vault_Unknown' }),
        400,
        CONTENT_MESSAGES.unknownCategory,
      ],
      [putContent(t.app, manager, estate, 'newsletters', 'bad-8', sampleInput('newsletters')), 400, CONTENT_MESSAGES.fileMissing],
      [
        putContent(t.app, manager, estate, 'pointsOfInterest', 'bad-9', { ...sampleInput('pointsOfInterest'), latitude: 91 }),
        400,
        CONTENT_MESSAGES.badCoordinate,
      ],
      // A singleton is named by its estate; an unknown kind or a malformed id is not found.
      [putContent(t.app, manager, estate, 'themes', 'theme-1', sampleInput('themes')), 404, CONTENT_MESSAGES.notFound],
      [putContent(t.app, manager, estate, 'recipes', 'r-1', {}), 404, CONTENT_MESSAGES.notFound],
      [putContent(t.app, manager, estate, 'events', 'a b', sampleInput('events')), 404, CONTENT_MESSAGES.notFound],
      // Imports: the whole array is checked before anything is written.
      [
        importContent(t.app, manager, estate, 'directory', [
          { id: 'half-1', ...sampleInput('directory') },
          { id: 'half-2', ...sampleInput('directory'), dlevel3ContactNumber: 'x' },
        ]),
        400,
        CONTENT_MESSAGES.badPhone,
      ],
      [
        importContent(t.app, manager, estate, 'directory', [
          { id: 'dup', ...sampleInput('directory') },
          { id: 'dup', ...sampleInput('directory') },
        ]),
        400,
        CONTENT_MESSAGES.duplicateId,
      ],
      [importContent(t.app, manager, estate, 'directory', [{ ...sampleInput('directory') }]), 400, CONTENT_MESSAGES.duplicateId],
      [importContent(t.app, manager, estate, 'directory', [{ id: 'a b', ...sampleInput('directory') }]), 400, CONTENT_MESSAGES.notFound],
      [
        importContent(
          t.app,
          manager,
          estate,
          'directory',
          Array.from({ length: CONTENT_IMPORT_MAX + 1 }, (_, i) => ({ id: `many-${i}`, ...sampleInput('directory') })),
        ),
        400,
        CONTENT_MESSAGES.tooMany,
      ],
      [importContent(t.app, manager, estate, 'directory', { id: 'not-an-array' }), 400, 'Invalid request'],
    ];
    for (const [pending, status, text] of refusals) {
      const res = await pending;
      expect([res.status, message(res)], text).toEqual([status, text]);
    }
    expect(await counts()).toEqual(before);
  });

  it('an import whose last item names a file it may not use writes none of them', async () => {
    const before = await counts();
    const foreign = await image(resident);
    const items = [
      { id: 'poi-ok', ...sampleInput('pointsOfInterest', { image: await image() }) },
      { id: 'poi-foreign', ...sampleInput('pointsOfInterest', { image: foreign }) },
    ];
    const res = await importContent(t.app, manager, estate, 'pointsOfInterest', items);
    expect([res.status, message(res)]).toEqual([400, CONTENT_MESSAGES.fileMissing]);
    expect(await counts()).toEqual(before);
    expect(await fileOwner(foreign)).toBe(resident.userId);
  });

  it('refuses uploads of the wrong type or size, and a file of the wrong type for its field', async () => {
    // Through /sdk/files: a JPEG sent as a PDF, a PDF sent as a picture, files over the limits.
    const jpegAsPdf = await uploadAs(t.app, manager, JPEG, 'application/pdf');
    expect([jpegAsPdf.status, jpegAsPdf.detail]).toEqual([415, DOCUMENT_MESSAGES.badType]);
    const pdfAsImage = await uploadAs(t.app, manager, await pdfBytes(), 'image/png');
    expect([pdfAsImage.status, pdfAsImage.detail]).toEqual([415, FILE_MESSAGES.badType]);
    const bigImage = await uploadAs(t.app, manager, Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]), 'image/jpeg');
    expect(bigImage.status).toBe(413);
    const pdf20 = await pdfBytes();
    const bigPdf = await uploadAs(
      t.app,
      manager,
      Buffer.concat([pdf20.subarray(0, 9), Buffer.alloc(20 * 1024 * 1024 - pdf20.length + 1, 0x20), pdf20.subarray(9)]),
      'application/pdf',
    );
    expect([bigPdf.status, bigPdf.detail]).toEqual([413, DOCUMENT_MESSAGES.tooLarge]);

    // A stored picture named as a newsletter's PDF or a brochure; a PDF named as a picture.
    const before = await counts();
    const picture = await image();
    const document = await pdf();
    const wrong = [
      await putContent(t.app, manager, estate, 'newsletters', 'nl-jpeg', sampleInput('newsletters', { pdf: picture })),
      await putContent(t.app, manager, estate, 'developments', 'dev-jpeg', { ...sampleInput('developments'), brochure: picture }),
      await putContent(t.app, manager, estate, 'events', 'evt-pdf', sampleInput('events', { image: document })),
      await putContent(t.app, manager, estate, 'themes', String(estate), { ...sampleInput('themes'), banner: document }),
    ];
    for (const res of wrong) expect([res.status, message(res)]).toEqual([400, CONTENT_MESSAGES.wrongFileType]);
    expect(await counts()).toEqual(before);
    expect([await fileOwner(picture), await fileOwner(document)]).toEqual([manager.userId, manager.userId]);
  });

  it("takes the files a record names for the estate and serves them to the record's audience only", async () => {
    const picture = await image();
    const newsletterPdf = await pdf();
    // Before the save only the uploader reads them.
    expect((await readFile(resident, newsletterPdf)).status).toBe(404);
    const saved = await putContent(t.app, manager, estate, 'newsletters', 'nl-files', sampleInput('newsletters', { image: picture, pdf: newsletterPdf }));
    expect(saved.status).toBe(200);
    expect(await fileOwner(newsletterPdf)).toBe(`content:${estate}`);
    for (const who of [manager, resident, neighbour, guard, visitor]) {
      const res = await readFile(who, newsletterPdf);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect((await readFile(outsider, newsletterPdf)).status).toBe(404);
    expect((await readFile(otherManager, picture)).status).toBe(404);

    // A file the estate's content holds may be named again by another record; one of another estate or another user may not.
    expect((await putContent(t.app, manager, estate, 'pointsOfInterest', 'poi-shared', sampleInput('pointsOfInterest', { image: picture }))).status).toBe(200);
    const foreign = await image(resident);
    const notHers = await putContent(t.app, manager, estate, 'pointsOfInterest', 'poi-foreign', sampleInput('pointsOfInterest', { image: foreign }));
    expect([notHers.status, message(notHers)]).toEqual([400, CONTENT_MESSAGES.fileMissing]);
    const otherPicture = await image(otherManager);
    expect(
      (await putContent(t.app, otherManager, otherEstate, 'pointsOfInterest', 'poi-other', sampleInput('pointsOfInterest', { image: otherPicture }))).status,
    ).toBe(200);
    const otherEstates = await putContent(t.app, manager, estate, 'pointsOfInterest', 'poi-borrowed', sampleInput('pointsOfInterest', { image: otherPicture }));
    expect([otherEstates.status, message(otherEstates)]).toEqual([400, CONTENT_MESSAGES.fileMissing]);
    const unknown = await putContent(
      t.app,
      manager,
      estate,
      'pointsOfInterest',
      'poi-unknown',
      sampleInput('pointsOfInterest', { image: '/sdk/files/NoSuchFile0001' }),
    );
    expect([unknown.status, message(unknown)]).toEqual([400, CONTENT_MESSAGES.fileMissing]);

    // Replaced and deleted: a file no record names any more goes; one still named stays.
    const newIcon = await image();
    expect(
      (await putContent(t.app, manager, estate, 'newsletters', 'nl-files', sampleInput('newsletters', { image: newIcon, pdf: newsletterPdf }))).status,
    ).toBe(200);
    expect(await fileOwner(picture)).toBe(`content:${estate}`);
    expect((await deleteContent(t.app, manager, estate, 'pointsOfInterest', 'poi-shared')).status).toBe(200);
    expect(await fileOwner(picture)).toBeUndefined();
    expect((await readFile(manager, picture)).status).toBe(404);
    expect((await deleteContent(t.app, manager, estate, 'newsletters', 'nl-files')).status).toBe(200);
    expect([await fileOwner(newIcon), await fileOwner(newsletterPdf)]).toEqual([undefined, undefined]);
  });

  it("sends an estate-wide document to the unit holders and one unit's document to that unit only; moving it moves it", async () => {
    await category('cat-minutes', 'Minutes');
    const everyone = await pdf();
    const scan = await image();
    const all = await putContent(t.app, manager, estate, 'documents', 'doc-all', {
      ...sampleInput('documents', { pdf: everyone }),
      folder: 'vault_Minutes',
      contentType: 'text/plain',
      extension: 'txt',
    });
    expect(all.status).toBe(200);
    // The stored file decides the type shown.
    expect(all.body.details?.[0]?.record).toMatchObject({ contentType: 'application/pdf', extension: 'pdf', unitNo: '' });
    const unit = await putContent(t.app, manager, estate, 'documents', 'doc-unit-12', {
      ...sampleInput('documents', { pdf: scan }),
      folder: 'vault_Minutes',
      unitNo: '12',
    });
    expect(unit.status).toBe(200);
    expect(unit.body.details?.[0]?.record).toMatchObject({ contentType: 'image/png', extension: 'png', unitNo: '12' });

    const holds = async (who: TestUser) => [...(await pulled(who, 'documents')).keys()].filter((id) => id.startsWith('doc-')).sort();
    expect(await holds(resident)).toEqual(['doc-all', 'doc-unit-12']);
    expect(await holds(neighbour)).toEqual(['doc-all']);
    expect(await holds(manager)).toEqual(['doc-all', 'doc-unit-12']);
    for (const who of [guard, visitor, outsider, otherManager]) expect(await holds(who)).toEqual([]);

    const reads = async (url: string) =>
      Promise.all([manager, resident, neighbour, guard, visitor, outsider, otherManager].map(async (who) => (await readFile(who, url)).status));
    expect(await reads(everyone)).toEqual([200, 200, 200, 404, 404, 404, 404]);
    expect(await reads(scan)).toEqual([200, 200, 404, 404, 404, 404, 404]);

    // Unit 12's document given to unit 14: it leaves unit 12's devices and reaches unit 14's, and so does its file.
    expect(
      (
        await putContent(t.app, manager, estate, 'documents', 'doc-unit-12', {
          ...sampleInput('documents', { pdf: scan }),
          folder: 'vault_Minutes',
          unitNo: '14',
        })
      ).status,
    ).toBe(200);
    expect(await holds(resident)).toEqual(['doc-all']);
    expect(await holds(neighbour)).toEqual(['doc-all', 'doc-unit-12']);
    expect(await holds(manager)).toEqual(['doc-all', 'doc-unit-12']);
    expect(await reads(scan)).toEqual([200, 404, 200, 404, 404, 404, 404]);
    // ... then to every unit.
    expect(
      (
        await putContent(t.app, manager, estate, 'documents', 'doc-unit-12', {
          ...sampleInput('documents', { pdf: scan }),
          folder: 'vault_Minutes',
          unitNo: '',
        })
      ).status,
    ).toBe(200);
    expect(await holds(resident)).toEqual(['doc-all', 'doc-unit-12']);
    expect(await holds(manager)).toEqual(['doc-all', 'doc-unit-12']);
    expect(await reads(scan)).toEqual([200, 200, 200, 404, 404, 404, 404]);
    // A picture an event also shows is read by every member.
    expect((await putContent(t.app, manager, estate, 'events', 'evt-shares-scan', sampleInput('events', { image: scan }))).status).toBe(200);
    expect(await reads(scan)).toEqual([200, 200, 200, 200, 200, 404, 404]);
  });

  it("lets only this estate's managers edit its content", async () => {
    await putContent(t.app, manager, estate, 'events', 'evt-owned', sampleInput('events'));
    const before = await counts();
    const forbidden = [
      await putContent(t.app, otherManager, estate, 'events', 'evt-owned', { ...sampleInput('events'), title: 'Taken over' }),
      await putContent(t.app, otherManager, estate, 'events', 'evt-new', sampleInput('events')),
      await deleteContent(t.app, otherManager, estate, 'events', 'evt-owned'),
      await importContent(t.app, otherManager, estate, 'events', [{ id: 'evt-imp', ...sampleInput('events') }]),
      await putContent(t.app, resident, estate, 'events', 'evt-owned', sampleInput('events')),
      await deleteContent(t.app, resident, estate, 'events', 'evt-owned'),
      await putContent(t.app, guard, estate, 'themes', String(estate), sampleInput('themes')),
      await importContent(t.app, visitor, estate, 'directory', [{ id: 'dir-v', ...sampleInput('directory') }]),
    ];
    for (const res of forbidden) expect(res.status).toBe(403);
    // Its own estate's path with this estate's id: the record is not the other manager's to replace or delete.
    const collision = await putContent(t.app, otherManager, otherEstate, 'events', 'evt-owned', sampleInput('events'));
    expect([collision.status, message(collision)]).toEqual([404, CONTENT_MESSAGES.notFound]);
    const deletion = await deleteContent(t.app, otherManager, otherEstate, 'events', 'evt-owned');
    expect([deletion.status, message(deletion)]).toEqual([404, CONTENT_MESSAGES.notFound]);
    const imported = await importContent(t.app, otherManager, otherEstate, 'events', [{ id: 'evt-owned', ...sampleInput('events') }]);
    expect([imported.status, message(imported)]).toEqual([404, CONTENT_MESSAGES.notFound]);
    expect(await counts()).toEqual(before);
    expect((await pulled(resident, 'events')).get('evt-owned')?.title).toBe('Spring Market');
    // No call at all without a session.
    expect((await t.app.inject({ method: 'PUT', url: API.content(estate, 'events', 'evt-owned'), payload: sampleInput('events') })).statusCode).toBe(401);
  });

  it("two saves of one new id at once: the record stays one estate's, and its members are told once", async () => {
    const [mine, theirs] = await Promise.all([
      putContent(t.app, manager, estate, 'events', 'evt-race', { ...sampleInput('events'), title: 'Race A' }),
      putContent(t.app, otherManager, otherEstate, 'events', 'evt-race', { ...sampleInput('events'), title: 'Race B' }),
    ]);
    expect([mine.status, theirs.status].sort()).toEqual([200, 404]);
    const row = await t.ctx.db
      .selectFrom('content_items')
      .select(['estate_id', 'data'])
      .where('kind', '=', 'events')
      .where('id', '=', 'evt-race')
      .executeTakeFirstOrThrow();
    expect((JSON.parse(row.data) as { title: string }).title).toBe(Number(row.estate_id) === estate ? 'Race A' : 'Race B');

    const same = await Promise.all(
      [1, 2, 3].map((n) => putContent(t.app, manager, estate, 'events', 'evt-twice', { ...sampleInput('events'), title: `Twice ${n}` })),
    );
    expect(same.map((res) => res.status)).toEqual([200, 200, 200]);
    const told = (await noticesOf(resident)).filter((n) => n.url === '/notification?id=evt-twice');
    expect(told).toHaveLength(1);
  });

  it('stores an event body sanitised', async () => {
    const body =
      '<p onclick="steal()">Hello <strong>all</strong><script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>';
    const res = await putContent(t.app, manager, estate, 'events', 'evt-html', { ...sampleInput('events'), body });
    expect(res.body.details?.[0]?.record.body).toBe('<p>Hello <strong>all</strong></p><a>x</a>');
    expect((await pulled(resident, 'events')).get('evt-html')?.body).toBe('<p>Hello <strong>all</strong></p><a>x</a>');
  });

  it("notifies the estate's members once of a new event and a new newsletter (one estate notice each), not of a replacement or other kinds", async () => {
    const card = await image();
    const members = [manager, resident, neighbour, guard, visitor];
    const before = await Promise.all(members.map(async (who) => (await noticesOf(who)).length));
    const rowsBefore = await counts();
    const event = {
      ...sampleInput('events', { image: card }),
      title: 'Braai in the park',
      startDate: '2026-12-12',
      startTime: '17:00',
      location: 'Willow Park',
    };
    expect((await putContent(t.app, manager, estate, 'events', 'evt-notify', event)).status).toBe(200);
    expect((await putContent(t.app, manager, estate, 'events', 'evt-notify', { ...event, title: 'Braai in the park (moved)' })).status).toBe(200);
    const icon = await image();
    const file = await pdf();
    expect(
      (
        await putContent(t.app, manager, estate, 'newsletters', 'nl-notify', {
          ...sampleInput('newsletters', { image: icon, pdf: file }),
          title: 'Winter News',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await putContent(t.app, manager, estate, 'newsletters', 'nl-notify', {
          ...sampleInput('newsletters', { image: icon, pdf: file }),
          title: 'Winter News (corrected)',
        })
      ).status,
    ).toBe(200);
    expect((await putContent(t.app, manager, estate, 'directory', 'dir-quiet', sampleInput('directory'))).status).toBe(200);

    for (const [index, who] of members.entries()) {
      const added = (await noticesOf(who)).slice(before[index]);
      expect(added.map((n) => [n.type, n.title, n.description, n.url, n.image, n.estateId])).toEqual([
        ['events', 'Braai in the park', '12 Dec 2026 17:00, Willow Park', '/notification?id=evt-notify', card, estate],
        ['newsletter', 'Winter News', 'The year in review.', file, icon, estate],
      ]);
    }
    // One row per notice, not one per member.
    const rowsAfter = await counts();
    expect([rowsAfter.notices - rowsBefore.notices, rowsAfter.notifications - rowsBefore.notifications]).toEqual([2, 0]);
    expect((await noticesOf(outsider)).filter((n) => n.title === 'Braai in the park')).toEqual([]);
    expect((await noticesOf(otherManager)).filter((n) => n.title === 'Winter News')).toEqual([]);
  });
});
