import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/db';
import { uploadSnagPhotos } from '../../src/features/snags/snag-photos';
import { reportSnag } from '../../src/features/snags/snags.api';
import { SNAG_MESSAGES } from '../../src/i18n/en/snags';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { insertCast, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { pngBytes } from '../helpers/test-files';

/** Maintenance requests written by the real client code on fake-indexeddb against the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT]) });
const PNG = new Blob([new Uint8Array(pngBytes())], { type: 'image/png' });
const input = { estateId: WILLOW_CREEK.id, unitNo: '12', category: 'plumbing' as const, request: 'The kitchen tap drips.' };
const serverSnags = () => h.t.ctx.db.selectFrom('snags').selectAll().execute();

describe('maintenance requests through the outbox', () => {
  it('offline: a report and its photo wait on the device, survive a reload, and reach the server exactly once', async () => {
    await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    const { id, outcome } = await reportSnag(input, [PNG]);
    expect(outcome.kind).toBe('pending');
    await syncIdle();
    expect(await db.snags.get(id)).toMatchObject({ status: 'OPEN', caseNumber: 0, request: input.request, photos: [] });
    // Offline the photo waits on the device.
    await uploadSnagPhotos();
    expect(await db.snagUploads.count()).toBe(1);

    // A reload: the database is closed and opened again.
    db.close();
    await db.open();
    expect(await db.snags.get(id)).toMatchObject({ request: input.request });
    expect((await db.outbox.toArray()).map((e) => [e.name, e.status])).toEqual([['snags.report', 'pending']]);
    expect(await db.snagUploads.count()).toBe(1);
    expect(await serverSnags()).toEqual([]);

    // Back online: the report, then the photo, each once.
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await uploadSnagPhotos();
    expect(await db.snagUploads.count()).toBe(0);
    await flushOutbox();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    const stored = await serverSnags();
    expect(stored.map((s) => [s.id, s.request, Number(s.case_number), (JSON.parse(s.photos) as string[]).length])).toEqual([[id, input.request, 1001, 1]]);

    await pullOnce();
    const synced = await db.snags.get(id);
    expect(synced).toMatchObject({ caseNumber: 1001, status: 'OPEN', email: RESIDENT.email });
    expect(synced?.photos).toHaveLength(1);
    // The photo shows offline from the bytes kept on the device.
    expect((await db.fileCache.get(synced?.photos[0] ?? ''))?.blob.size).toBe(PNG.size);
    expect(await serverSnags()).toHaveLength(1);
  });

  it('a report for a unit the user does not hold is refused: the row rolls back and the refusal stays until dismissed', async () => {
    await signInClient(RESIDENT);
    const before = (await serverSnags()).length;
    const { id, outcome } = await reportSnag({ ...input, unitNo: '99' }, []);
    expect(outcome).toMatchObject({ kind: 'refused', message: SNAG_MESSAGES.notYourUnit });
    expect(await db.snags.get(id)).toBeUndefined();
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ name: 'snags.report', status: 'failed', error: SNAG_MESSAGES.notYourUnit });
    await dismissRefusedWrite(failed?.id ?? 0);
    expect(await db.outbox.count()).toBe(0);
    expect(await serverSnags()).toHaveLength(before);
  });

  it('bad input throws the contract’s message and keeps nothing', async () => {
    await signInClient(RESIDENT);
    const synced = await db.snags.count();
    await expect(reportSnag({ ...input, request: '  ' }, [PNG])).rejects.toThrow(SNAG_MESSAGES.requestRequired);
    expect(await db.snags.count()).toBe(synced);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.snagUploads.count()).toBe(0);
  });
});
