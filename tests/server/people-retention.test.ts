import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { CONSENT_VERSION, type Unit } from '../../src/contract/people';
import { ASSOCIATE_MESSAGES } from '../../src/i18n/en/people';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { enrolPendingFaces } from '../../server/modules/people/faces.service';
import { purgeExpired } from '../../server/modules/people/retention.service';
import { httpFaceService } from '../../server/faces/face-service';
import { writeTransaction } from '../../server/sync/change-log';
import { availableDialects } from '../helpers/test-app';
import { GUARD, MANAGER, NEIGHBOUR, useCast } from '../helpers/cast';
import { makePeopleConfig, makeUser, type Caller } from '../helpers/factories';
import { pullAll, push } from '../sync/sync-helpers';
import { call, peopleConfig, rowId, spouseArgs, staffArgs, upload } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;
const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects)('retention, account deletion and the own face on %s', (dialect) => {
  const {
    t,
    people: [neighbour, guard, manager],
  } = useCast(dialect, [NEIGHBOUR, GUARD, MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(10, 30)) });

  /** A new holder of `unitNo` with an associate that has a face, both document images and an ID number. */
  async function associateWithImages(unitNo: string): Promise<{ holder: Caller; associateId: string; fileIds: string[] }> {
    const holder = await makeUser(t, { roles: [{ estateId: WC, role: 'owner', unitNo }] });
    const args = staffArgs(WC, unitNo);
    const clientId = rowId('cl');
    const urls = [(await upload(t.app, holder)).url, (await upload(t.app, holder)).url, (await upload(t.app, holder)).url];
    const results = (
      await push(t.app, holder, clientId, [
        { id: 1, name: 'associates.create', args },
        { id: 2, name: 'associates.setImage', args: { associateId: args.associateId, field: 'face', url: urls[0] } },
        { id: 3, name: 'associates.setImage', args: { associateId: args.associateId, field: 'documentFront', url: urls[1] } },
        { id: 4, name: 'associates.setImage', args: { associateId: args.associateId, field: 'documentBack', url: urls[2] } },
      ])
    ).body.results;
    expect(results.every((r) => r.ok)).toBe(true);
    return { holder, associateId: args.associateId, fileIds: urls.map((u) => u.slice(u.lastIndexOf('/') + 1)) };
  }
  const filesLeft = async (ids: string[]) => ({
    rows: (await t.ctx.db.selectFrom('files').select('id').where('id', 'in', ids).execute()).length,
    bytes: (await Promise.all(ids.map((id) => t.ctx.files.get(id)))).filter((b) => b !== undefined).length,
  });

  async function removeByRequest(holder: Caller, unitNo: string, associateId: string): Promise<void> {
    const requestId = rowId('rq');
    expect(
      (await push(t.app, holder, rowId('cl'), [{ id: 1, name: 'people.request', args: { requestId, kind: 'removal', estateId: WC, unitNo, associateId } }]))
        .body.results,
    ).toEqual([{ id: 1, ok: true }]);
    expect((await call(t.app, 'POST', API.requestDecision(requestId), manager, { decision: 'approve', reason: '' })).status).toBe(200);
  }

  it("purges a removed associate's images and ID number after the estate's retention days, not before", async () => {
    const { holder, associateId, fileIds } = await associateWithImages('R1');
    // A face replaced: the old file waits for the job.
    const replacement = await upload(t.app, holder);
    expect(
      (await push(t.app, holder, rowId('cl'), [{ id: 1, name: 'associates.setImage', args: { associateId, field: 'face', url: replacement.url } }])).body
        .results,
    ).toEqual([{ id: 1, ok: true }]);
    const replacementId = replacement.url.slice(replacement.url.lastIndexOf('/') + 1);
    await purgeExpired(t.ctx);
    expect(await filesLeft([fileIds[0] as string])).toEqual({ rows: 0, bytes: 0 });
    expect(await filesLeft([...fileIds.slice(1), replacementId])).toEqual({ rows: 3, bytes: 3 });

    await removeByRequest(holder, 'R1', associateId);
    expect(await purgeExpired(t.ctx, Date.now() + 29 * DAY)).toBe(0);
    const kept = await t.ctx.db.selectFrom('associates').selectAll().where('id', '=', associateId).executeTakeFirstOrThrow();
    expect([kept.status, kept.id_number !== '', kept.purged_at]).toEqual(['removed', true, null]);

    expect(await purgeExpired(t.ctx, Date.now() + 31 * DAY)).toBe(1);
    const purged = await t.ctx.db.selectFrom('associates').selectAll().where('id', '=', associateId).executeTakeFirstOrThrow();
    expect([purged.id_number, purged.face_file_id, purged.document_front_file_id, purged.document_back_file_id]).toEqual(['', '', '', '']);
    expect(Number(purged.purged_at)).toBeGreaterThan(0);
    expect(await filesLeft([...fileIds, replacementId])).toEqual({ rows: 0, bytes: 0 });
    // Purged once: a second run finds nothing.
    expect(await purgeExpired(t.ctx, Date.now() + 60 * DAY)).toBe(0);
  });

  it("takes a deleted account's associates, their images, consents and requests with it, and the delegate's role", async () => {
    const { holder, associateId, fileIds } = await associateWithImages('R2');
    const delegateUser = await makeUser(t, { roles: [{ estateId: WC, role: 'resident', unitNo: 'R9' }] });
    const spouse = spouseArgs(WC, 'R2', { email: delegateUser.email });
    const requestId = rowId('rq');
    expect(
      (
        await push(t.app, holder, rowId('cl'), [
          { id: 1, name: 'associates.create', args: spouse },
          { id: 2, name: 'associates.setDelegate', args: { associateId: spouse.associateId } },
          { id: 3, name: 'people.request', args: { requestId, kind: 'removal', estateId: WC, unitNo: 'R2', associateId } },
        ])
      ).body.results,
    ).toEqual([
      { id: 1, ok: true },
      { id: 2, ok: true },
      { id: 3, ok: true },
    ]);
    // The guard looked at the document: a logged view of the associate.
    expect((await call(t.app, 'GET', API.associateImage(associateId, 'documentFront'), guard)).status).toBe(200);

    const farewell = await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, holder.userId));
    for (const id of farewell?.fileIds ?? []) await t.ctx.files.delete(id);
    expect(farewell?.fileIds).toEqual(expect.arrayContaining(fileIds));

    const left = async (
      table: 'associates' | 'consents' | 'unit_requests' | 'identity_views',
      column: 'owner_id' | 'subject_id' | 'id' | 'associate_id',
      values: string[],
    ) => (await t.ctx.db.selectFrom(table).select(column).where(column, 'in', values).execute()).length;
    expect(await left('associates', 'owner_id', [holder.userId])).toBe(0);
    expect(await left('consents', 'subject_id', [associateId, spouse.associateId])).toBe(0);
    expect(await left('unit_requests', 'id', [requestId])).toBe(0);
    expect(await left('identity_views', 'associate_id', [associateId])).toBe(0);
    expect(await filesLeft(fileIds)).toEqual({ rows: 0, bytes: 0 });
    expect(
      await t.ctx.db.selectFrom('user_roles').select('id').where('user_id', '=', delegateUser.userId).where('role_name', '=', 'associateDelegate').execute(),
    ).toEqual([]);

    const { changes } = await pullAll(t.app, manager);
    expect(changes.find((c) => c.table === 'unitRequests' && c.id === requestId)?.op).toBe('del');
    expect((changes.filter((c) => c.table === 'units' && c.id === `${WC}:R2`).at(-1)?.data as Unit | undefined)?.associatesCount).toBe(0);
  });

  it("keeps the user's own face after consent, for them and the gate staff of their estates only", async () => {
    const user = await makeUser(t, { roles: [{ estateId: WC, role: 'resident', unitNo: 'R3' }] });
    const otherGuard = await makeUser(t, { roles: [{ estateId: 92, role: 'guard' }] });
    const consent = { consentId: rowId('cn'), version: CONSENT_VERSION, acceptedAt: Date.now() };
    const foreign = await upload(t.app, neighbour);
    const mine = await upload(t.app, user);
    const clientId = rowId('cl');
    expect(
      (
        await push(t.app, user, clientId, [
          { id: 1, name: 'onboarding.complete', args: { faceUrl: foreign.url, consent } },
          { id: 2, name: 'onboarding.complete', args: { faceUrl: mine.url, consent } },
        ])
      ).body.results,
    ).toEqual([
      { id: 1, ok: false, error: ASSOCIATE_MESSAGES.imageNotYours },
      { id: 2, ok: true },
    ]);
    const stored = await t.ctx.db.selectFrom('own_onboarding').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(stored.consent_id).toBe(consent.consentId);
    expect((await t.ctx.db.selectFrom('consents').selectAll().where('id', '=', consent.consentId).executeTakeFirstOrThrow()).subject_kind).toBe('self');

    const face = API.associateImage(user.userId, 'face');
    for (const who of [user, guard, manager]) expect((await call(t.app, 'GET', face, who)).status).toBe(200);
    // The guard console shows it beside the name: a gateFaces row in the estate's gate scope only.
    const gateFace = (await pullAll(t.app, guard)).changes.find((c) => c.table === 'gateFaces' && c.id === `${WC}:${user.userId}`);
    expect(gateFace?.data).toEqual({ id: `${WC}:${user.userId}`, estateId: WC, userId: user.userId, faceURL: face });
    expect((await pullAll(t.app, otherGuard)).changes.filter((c) => c.table === 'gateFaces')).toEqual([]);
    expect((await pullAll(t.app, neighbour)).changes.filter((c) => c.table === 'gateFaces')).toEqual([]);
    for (const who of [neighbour, otherGuard]) expect((await call(t.app, 'GET', face, who)).status).toBe(404);
    expect((await call(t.app, 'GET', API.associateImage(user.userId, 'documentFront'), user)).status).toBe(404);

    // A new face replaces the old one, which the job deletes.
    const next = await upload(t.app, user);
    expect((await push(t.app, user, clientId, [{ id: 3, name: 'onboarding.complete', args: { faceUrl: next.url, consent } }])).body.results).toEqual([
      { id: 3, ok: true },
    ]);
    await purgeExpired(t.ctx);
    expect(await filesLeft([mine.url.slice(mine.url.lastIndexOf('/') + 1)])).toEqual({ rows: 0, bytes: 0 });

    // The account goes: so does the face on the guards' consoles.
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, user.userId));
    expect((await pullAll(t.app, guard)).changes.find((c) => c.table === 'gateFaces' && c.id === `${WC}:${user.userId}`)?.op).toBe('del');
  });

  it('sends each stored face to a face service once when the server has one, and none without', async () => {
    const { associateId } = await associateWithImages('R4');
    const quiet = { info: () => undefined, error: () => undefined };
    expect(await enrolPendingFaces(t.ctx, quiet)).toBe(0);
    // A real face service over HTTP on this machine: it records each multipart upload and answers a personId.
    const sent: string[] = [];
    const service = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        sent.push(Buffer.concat(chunks).toString('latin1'));
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ personId: `person-${sent.length}` }));
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const original = t.ctx.faces;
    t.ctx.faces = httpFaceService(`http://127.0.0.1:${(service.address() as AddressInfo).port}/enrol`);
    try {
      expect(await enrolPendingFaces(t.ctx, quiet)).toBeGreaterThanOrEqual(1);
      expect(sent.some((body) => ['Willow Creek Estate', 'Nomsa', 'Dube', 'nomsa@example.com', '0835550102'].every((value) => body.includes(value)))).toBe(
        true,
      );
      expect(await enrolPendingFaces(t.ctx, quiet)).toBe(0);
    } finally {
      t.ctx.faces = original;
      await new Promise<void>((resolve) => service.close(() => resolve()));
    }
    const face = await t.ctx.db.selectFrom('associates').select('face_file_id').where('id', '=', associateId).executeTakeFirstOrThrow();
    expect((await t.ctx.db.selectFrom('face_enrolments').selectAll().where('file_id', '=', face.face_file_id).executeTakeFirstOrThrow()).person_id).toMatch(
      /^person-/,
    );
  });
});
