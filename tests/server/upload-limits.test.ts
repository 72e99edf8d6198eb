import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_MESSAGES } from '../../src/i18n/en/files';
import { format } from '../../src/i18n/format';
import { fileIdOfUrl, purgeUnusedUploads } from '../../server/modules/files/files.service';
import { setUserPhotoFor } from '../../server/modules/profile/profile.service';
import { makeEstate, makeUser, type TestUser } from '../helpers/factories';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { JPEG, upload } from './people-helpers';

const dialects = await availableDialects();
const HOUR = 60 * 60_000;

/** A JPEG (by signature) of about `kb` KiB. */
const jpegOf = (kb: number) => Buffer.concat([JPEG, Buffer.alloc(kb * 1024)]);

/**
 * Uploads (POST /sdk/files): a user's quota (UPLOAD_QUOTA_MB over the files they hold) and rate
 * (UPLOADS_PER_HOUR) with the product's messages, and the purge of uploads no row refers to after
 * UPLOAD_PURGE_AFTER_HOURS, from the local file store.
 */
describe.each(dialects)('upload limits and the purge of unused uploads on %s', (dialect) => {
  let hasty: TestUser;
  let hoarder: TestUser;
  let keeper: TestUser;
  const t = useTestApp(
    dialect,
    async (app) => {
      const estate = await makeEstate(app);
      const resident = (unitNo: string) => ({ roles: [{ estateId: estate, role: 'resident' as const, unitNo }] });
      hasty = await makeUser(app, resident('1'));
      hoarder = await makeUser(app, resident('2'));
      keeper = await makeUser(app, resident('3'));
    },
    { UPLOAD_QUOTA_MB: '1', UPLOADS_PER_HOUR: '5', UPLOAD_PURGE_AFTER_HOURS: '24' },
  );
  const rowOf = (id: string) => t.ctx.db.selectFrom('files').select(['id', 'owner_id']).where('id', '=', id).executeTakeFirst();

  it('refuses the upload after UPLOADS_PER_HOUR with 429 and its message, storing nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await upload(t.app, hasty)).status).toBe(200);
    const refused = await upload(t.app, hasty);
    expect([refused.status, refused.detail]).toEqual([429, format(UPLOAD_LIMIT_MESSAGES.tooMany, { n: 5 })]);
    expect(await t.ctx.db.selectFrom('files').select('id').where('owner_id', '=', hasty.userId).execute()).toHaveLength(5);
  });

  it('refuses an upload past the quota with 413 and its message; a file a record took over no longer counts', async () => {
    const first = await upload(t.app, hoarder, jpegOf(600));
    expect(first.status).toBe(200);
    const over = await upload(t.app, hoarder, jpegOf(600));
    expect([over.status, over.detail]).toEqual([413, format(UPLOAD_LIMIT_MESSAGES.quota, { mb: 1 })]);
    expect(await t.ctx.db.selectFrom('files').select('id').where('owner_id', '=', hoarder.userId).execute()).toHaveLength(1);
    // Given to a record (as a snag takes its photos), the first no longer counts against the uploader.
    await t.ctx.db
      .updateTable('files')
      .set({ owner_id: 'snag:s1' })
      .where('id', '=', fileIdOfUrl(first.url) ?? '')
      .execute();
    expect((await upload(t.app, hoarder, jpegOf(600))).status).toBe(200);
  });

  it('purges an old upload no row refers to, keeps a referenced one, a recent one and one a record holds', async () => {
    const photo = fileIdOfUrl((await upload(t.app, keeper)).url) ?? '';
    const unused = fileIdOfUrl((await upload(t.app, keeper)).url) ?? '';
    const recent = fileIdOfUrl((await upload(t.app, keeper)).url) ?? '';
    const held = fileIdOfUrl((await upload(t.app, keeper)).url) ?? '';
    await setUserPhotoFor(t.ctx, keeper.userId, keeper.userId, `/sdk/files/${photo}`);
    await t.ctx.db.updateTable('files').set({ owner_id: 'snag:s2' }).where('id', '=', held).execute();
    await t.ctx.db
      .updateTable('files')
      .set({ created_at: Date.now() - 25 * HOUR })
      .where('id', 'in', [photo, unused, held])
      .execute();

    expect(await purgeUnusedUploads(t.ctx)).toBe(1);
    expect(await rowOf(unused)).toBeUndefined();
    expect(await t.ctx.files.get(unused)).toBeUndefined();
    for (const kept of [photo, recent, held]) {
      expect(await rowOf(kept)).toBeDefined();
      expect(await t.ctx.files.get(kept)).toBeInstanceOf(Buffer);
    }
    // The photo is still served to its owner.
    const res = await t.app.inject({ method: 'GET', url: `/sdk/files/${photo}`, headers: { authorization: `Bearer ${keeper.token}` } });
    expect(res.statusCode).toBe(200);
    // Nothing more to do on the next pass; once the photo is replaced, its old file goes too.
    expect(await purgeUnusedUploads(t.ctx)).toBe(0);
    await setUserPhotoFor(t.ctx, keeper.userId, keeper.userId, `/sdk/files/${recent}`);
    expect(await purgeUnusedUploads(t.ctx)).toBe(1);
    expect(await rowOf(photo)).toBeUndefined();
    expect(await t.ctx.files.get(photo)).toBeUndefined();
  });
});
