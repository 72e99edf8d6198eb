import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { db } from '../../src/db/db';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { uploadGuestPictures } from '../../src/app/letting-guest-uploads';
import { createGuest } from '../../src/features/letting/letting.api';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { newRowId } from '../../src/sync/mutate';
import { configureTransport } from '../../src/sync/transport';
import { DEMO_PEOPLE_CONFIG } from '../../server/seed/demo-people-config';
import { setUnitLimits } from '../../server/modules/people/units.service';
import { insertCast, MANAGER, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { makePeopleConfig } from '../helpers/factories';
import { pngBytes } from '../helpers/test-files';

/**
 * A letting guest added at the gate (src/features/letting) on real Dexie (fake-indexeddb) against
 * the real server: added with no signal, the guest survives a reload and lands exactly once with
 * their face; over the unit's maximum the server refuses, the row rolls back and the refusal
 * stays until dismissed. Willow Creek's unit 12 lets out to one guest at a time here.
 */
const h = useClientHarness({
  setUp: async (t) => {
    const [, manager] = await insertCast(t, [RESIDENT, MANAGER]);
    await makePeopleConfig(t, WILLOW_CREEK.id, DEMO_PEOPLE_CONFIG[91]!);
    await setUnitLimits(t.ctx, manager.userId, WILLOW_CREEK.id, {
      unitNo: '12',
      standNo: '12',
      isLettingUnit: true,
      noOfAssociatesPerUnit: 5,
      allowedVisitors: 10,
      maxGuests: 1,
    });
  },
});

const PNG = new Blob([new Uint8Array(pngBytes())], { type: 'image/png' });
/** A minor guest (Owner - Minor Child (Under 16)) with the resident as guardian: no ID, document or address. */
const minorGuest = (firstName: string) => ({
  guestId: newRowId(),
  estateId: WILLOW_CREEK.id,
  unitNo: '12',
  inviteId: '',
  associateTypeId: 4,
  firstName,
  lastName: 'Mokoena',
  phoneNumber: '',
  email: '',
  passportOrIDNumber: '',
  documentType: 0,
  isMinor: true,
  guardianFirstName: 'Thandi',
  guardianLastName: 'Mokoena',
  guardianMobile: '0821234567',
  guardianEmail: RESIDENT.email,
  termsAccepted: true,
  street1: '',
  street2: '',
  suburb: '',
  town: '',
  postalCode: '',
  accessZoneIDList: [6],
  validFrom: estateDate(),
  validTo: addDays(estateDate(), 3),
});
const serverGuests = () => h.t.ctx.db.selectFrom('letting_guests').selectAll().where('status', '=', 'ACTIVE').execute();

describe('letting guests through the outbox', () => {
  it('offline: a guest and their face wait on the device, survive a reload, and land exactly once', async () => {
    await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    const args = minorGuest('Lwazi');
    expect(await createGuest(args, { face: PNG }, 'Owner - Minor Child (Under 16)')).toEqual({ kind: 'queued' });
    await syncIdle();
    const face = API.lettingImage('guests', args.guestId, 'face');
    expect(await db.lettingGuests.get(args.guestId)).toMatchObject({ firstName: 'Lwazi', status: 'ACTIVE', associateImage: face, isMinor: true });
    // The face shows offline from the bytes kept on the device; it waits to go up.
    expect((await db.fileCache.get(face))?.blob.size).toBe(PNG.size);
    await uploadGuestPictures();
    expect(await db.lettingGuestUploads.count()).toBe(1);

    // A reload: the database is closed and opened again.
    db.close();
    await db.open();
    expect(await db.lettingGuests.get(args.guestId)).toMatchObject({ firstName: 'Lwazi' });
    expect((await db.outbox.toArray()).map((e) => [e.name, e.status])).toEqual([['lettingGuests.add', 'pending']]);
    expect(await serverGuests()).toEqual([]);

    // Back online: the guest, then the face, each once (a second flush sends nothing more).
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    await uploadGuestPictures();
    expect(await db.lettingGuestUploads.count()).toBe(0);
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    const stored = await serverGuests();
    expect(stored.map((g) => [g.id, g.first_name, g.face_file_id !== ''])).toEqual([[args.guestId, 'Lwazi', true]]);
    await pullOnce();
    expect(await db.lettingGuests.get(args.guestId)).toMatchObject({
      firstName: 'Lwazi',
      associateImage: face,
      associateRelationship: 'Owner - Minor Child (Under 16)',
    });
  });

  it('over the unit maximum the server refuses: the guest rolls back and the refusal stays until dismissed', async () => {
    await signInClient(RESIDENT);
    const before = (await serverGuests()).length;
    expect(before).toBe(1);
    const args = minorGuest('Naledi');
    const result = await createGuest(args, {}, 'Owner - Minor Child (Under 16)');
    const limit = 'A total of 1 guests are allowed to be linked to your stand.';
    expect(result).toMatchObject({ kind: 'refused', message: limit });
    expect(await db.lettingGuests.get(args.guestId)).toBeUndefined();
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ name: 'lettingGuests.add', status: 'failed', error: limit });
    // Still there after a reload, until dismissed.
    db.close();
    await db.open();
    expect(await db.outbox.get(failed?.id ?? 0)).toMatchObject({ status: 'failed' });
    await dismissRefusedWrite(failed?.id ?? 0);
    expect(await db.outbox.count()).toBe(0);
    expect(await serverGuests()).toHaveLength(before);
  });
});
