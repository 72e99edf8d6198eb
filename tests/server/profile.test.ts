import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { availableDialects } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { GUARD, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makeUser, type Caller } from '../helpers/factories';

const dialects = await availableDialects();

/** Smallest real images of each accepted type, plus impostors. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), zlib.deflateSync(Buffer.alloc(8))]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

describe.each(dialects)('profile, photos and devices on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR]);

  type Answer = { status: string; details?: Record<string, unknown>[]; errorDetails?: { detail: string }; message?: string };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, who: Caller | null, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<Answer>() };
  };
  const upload = async (who: Caller | null, bytes: Buffer, type = 'application/octet-stream') => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.files,
      headers: { 'content-type': type, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
      payload: bytes,
    });
    return { status: res.statusCode, body: res.json<{ details?: { id: string; url: string }[]; errorDetails?: { detail: string } }>() };
  };
  const userRow = () => t.ctx.db.selectFrom('users').selectAll().where('id', '=', resident.userId).executeTakeFirstOrThrow();

  it('reads the profile details of spec 3 for the caller only', async () => {
    const res = await call('GET', `${API.userDetail}?userID=${resident.userId}`, resident);
    expect(res.status).toBe(200);
    expect(res.body.details?.[0]).toMatchObject({ firstName: 'Thandi', lastName: 'Mokoena', idNumber: '', passportNumber: '', maritalStatus: '' });
    expect((await call('GET', API.userDetail, resident)).body.errorDetails?.detail).toBe('userId is undefined');
    expect((await call('GET', `${API.userDetail}?userID=${resident.userId}`, neighbour)).status).toBe(403);
    expect((await call('GET', `${API.userDetail}?userID=${resident.userId}`, null)).status).toBe(401);
  });

  it("saves details with the body rule ('null' and empty become ''), validates the SA ID, and publishes the user row", async () => {
    const res = await call('PUT', `${API.userDetail}?userID=${resident.userId}`, resident, {
      firstName: ' Thandiwe ',
      lastName: 'Mokoena',
      idNumber: '8001015009087',
      middleName: 'null',
      gender: '',
      unknown: 'dropped',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile Details successfully changed');
    expect(res.body.details?.[0]).toMatchObject({ firstName: 'Thandiwe', middleName: '', gender: '', idNumber: '8001015009087' });
    expect(res.body.details?.[0]).not.toHaveProperty('unknown');
    const row = await userRow();
    expect([row.first_name, row.display_name, row.id_number]).toEqual(['Thandiwe', 'Thandiwe Mokoena', '8001015009087']);
    const pulled = await pullAll(t.app, resident);
    expect(pulled.changes.filter((c) => c.table === 'users' && c.id === resident.userId).at(-1)?.data).toMatchObject({
      firstName: 'Thandiwe',
      idNumber: '8001015009087',
    });
    const detail = await call('GET', `${API.userDetail}?userID=${resident.userId}`, resident);
    expect(detail.body.details?.[0]).toMatchObject({ firstName: 'Thandiwe', middleName: '' });
  });

  it('refuses a bad ID number, a missing user id and another user, writing nothing', async () => {
    for (const idNumber of ['8001015009088', '800101500908', '8013015009087', '8001015009287']) {
      const res = await call('PUT', `${API.userDetail}?userID=${resident.userId}`, resident, { firstName: 'X', lastName: 'Y', idNumber });
      expect(res.status).toBe(400);
      expect(res.body.errorDetails?.detail).toBe('Please enter in a valid SA ID number');
    }
    expect((await call('POST', API.userDetail, resident, { firstName: 'X' })).body.errorDetails?.detail).toBe('User ID is empty');
    expect((await call('PUT', `${API.userDetail}?userID=${resident.userId}`, neighbour, { firstName: 'Hijack' })).status).toBe(403);
    expect((await userRow()).first_name).toBe('Thandiwe');
  });

  it('stores JPEG, PNG and WebP by content, refuses others and oversize, and serves a file to its owner only', async () => {
    for (const bytes of [JPEG, PNG, WEBP]) expect((await upload(resident, bytes)).status).toBe(200);
    const gif = await upload(resident, GIF, 'image/jpeg');
    expect(gif.status).toBe(415);
    expect(gif.body.errorDetails?.detail).toBe('Only JPEG, PNG or WebP photos can be uploaded.');
    const html = await upload(resident, Buffer.from('<html><script>alert(1)</script>'), 'image/png');
    expect(html.status).toBe(415);
    const big = await upload(resident, Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.errorDetails?.detail).toBe('The photo is too large (at most 5 MB).');
    expect((await upload(resident, Buffer.alloc(0))).status).toBe(400);
    expect((await upload(null, JPEG)).status).toBe(401);
    const count = Number(
      (
        await t.ctx.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(count).toBe(3);

    const stored = (await upload(resident, JPEG, 'image/jpeg')).body.details?.[0];
    expect(stored?.url).toMatch(/^\/sdk\/files\/[A-Za-z0-9_-]+$/);
    const own = await t.app.inject({ method: 'GET', url: stored?.url ?? '', headers: { authorization: `Bearer ${resident.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.rawPayload.equals(JPEG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: stored?.url ?? '', headers: { authorization: `Bearer ${neighbour.token}` } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: stored?.url ?? '' })).statusCode).toBe(401);
  });

  it('sets the profile photo to an own file only', async () => {
    const mine = (await upload(resident, PNG)).body.details?.[0]?.url ?? '';
    const theirs = (await upload(neighbour, PNG)).body.details?.[0]?.url ?? '';
    const refused = await call('PUT', `${API.user}?userID=${resident.userId}`, resident, { photoURL: theirs });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDetails?.detail).toBe('Something went wrong, could not update Profile Photo');
    expect((await call('PUT', `${API.user}?userID=${resident.userId}`, resident, { photoURL: 'javascript:alert(1)' })).status).toBe(400);
    expect((await call('PUT', `${API.user}?userID=${resident.userId}`, neighbour, { photoURL: theirs })).status).toBe(403);
    expect((await userRow()).photo_url).toBe('');
    const ok = await call('PUT', `${API.user}?userID=${resident.userId}`, resident, { photoURL: mine });
    expect(ok.body.message).toBe('Profile Picture changed successfully');
    expect((await userRow()).photo_url).toBe(mine);
    // The estate's guard may see the resident's profile photo (gate verification); not other files, and the neighbour sees none.
    const guard = await makeUser(t, GUARD);
    const read = async (who: Caller, url: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } })).statusCode;
    expect(await read(guard, mine)).toBe(200);
    expect(await read(neighbour, mine)).toBe(404);
    const vehiclePhoto = (await upload(resident, JPEG)).body.details?.[0]?.url ?? '';
    expect(await read(guard, vehiclePhoto)).toBe(404);
    const user = await call('GET', `${API.user}?userID=${resident.userId}`, resident);
    expect(user.body.details?.[0]).toMatchObject({ uid: resident.userId, photoURL: mine });
    expect((await call('GET', `${API.user}?userID=${resident.userId}`, neighbour)).status).toBe(403);
  });

  it('records the device once per user and device id; refuses bad bodies and other users', async () => {
    const device = { model: 'X11', brand: 'Chromium', type: 'web', manufacturer: '', baseOS: 'Linux', tablet: false, deviceId: 'device000001' };
    expect((await call('POST', `${API.device}?userID=${resident.userId}`, resident, device)).status).toBe(200);
    expect((await call('POST', `${API.device}?userID=${resident.userId}`, resident, { ...device, baseOS: 'Android' })).status).toBe(200);
    expect((await call('POST', `${API.device}?userID=${resident.userId}`, resident, { ...device, deviceId: 'x' })).status).toBe(400);
    expect((await call('POST', `${API.device}?userID=${resident.userId}`, resident, { ...device, tablet: 'yes' })).status).toBe(400);
    expect((await call('POST', `${API.device}?userID=${resident.userId}`, neighbour, device)).status).toBe(403);
    const rows = await t.ctx.db.selectFrom('devices').selectAll().execute();
    expect(rows.map((r) => [r.user_id, r.device_id, r.base_os, Number(r.tablet)])).toEqual([[resident.userId, 'device000001', 'Android', 0]]);
  });
});
