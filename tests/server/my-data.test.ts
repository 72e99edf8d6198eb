import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PeopleConfigArgsSchema } from '../../src/contract/people';
import { API } from '../../src/contract/api-paths';
import { MY_DATA_MESSAGES } from '../../src/i18n/en/people';
import { MY_DATA_LIMIT, cleanValue, isSecretName } from '../../server/modules/my-data/my-data.service';
import type { AssociatesTable } from '../../server/modules/people/people.tables';
import { notify } from '../../server/modules/notifications/notifications.service';
import { DEFAULT_PEOPLE_CONFIG, DEMO_PEOPLE_CONFIG } from '../../server/seed/demo-people-config';
import { writeTransaction } from '../../server/sync/change-log';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { makeEstate, makeUsers, type TestUser } from '../helpers/factories';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { askChallenge } from './gate-helpers';

describe('the people configuration a new estate and the demo estates start with', () => {
  it.each([
    ['default', DEFAULT_PEOPLE_CONFIG],
    ['Willow Creek (91)', DEMO_PEOPLE_CONFIG[91]],
    ['Baobab Ridge (92)', DEMO_PEOPLE_CONFIG[92]],
  ])('%s parses with the contract and keeps associate type ids unique', (_name, config) => {
    expect(() => v.parse(PeopleConfigArgsSchema, config)).not.toThrow();
    const ids = (config?.associateTypes ?? []).flatMap((group) => group.relationships.map((r) => r.associateTypeId));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const zoneIds = (config?.accessZones ?? []).map((zone) => zone.id);
    expect(new Set(zoneIds).size).toBe(zoneIds.length);
  });

  it('has the spec defaults: document types, day options, months ahead, limits', () => {
    expect(DEFAULT_PEOPLE_CONFIG.documentTypes.map((d) => [d.DocumentTypeId, d.DocumentType, d.needsBack])).toEqual([
      [1, 'Drivers License', true],
      [2, 'Smart ID Card', true],
      [3, 'Green Bar-coded ID Book', false],
      [4, 'Passport', false],
      [5, 'Foreign Passport', false],
    ]);
    expect(DEFAULT_PEOPLE_CONFIG.visitorSettings.accessDayOptions.map((o) => o.value)).toEqual([0, 1, 99, 7]);
    expect([DEFAULT_PEOPLE_CONFIG.visitorSettings.customDayMax, DEFAULT_PEOPLE_CONFIG.visitorSettings.lettingCustomDayMax]).toEqual([1, 3]);
    expect(DEFAULT_PEOPLE_CONFIG.limits).toEqual({ associatesPerUnit: 5, visitorsPerDay: 10, guestsPerLettingUnit: 6, retentionDays: 30 });
    expect(DEMO_PEOPLE_CONFIG[91]?.accessZones.filter((z) => z.allowContDelivery).map((z) => z.accessZoneName)).toEqual([
      'Main Gate',
      'Main Gate',
      'Main Gate',
    ]);
  });
});

const dialects = await availableDialects();

type MyData = {
  producedAt: string;
  producedFor: { userID: string; email: string; firstName: string; lastName: string };
  tables: Record<string, Array<Record<string, unknown>>>;
};

const vehicle = {
  make: 'Toyota',
  model: 'Corolla',
  registrationNumber: 'CA 123-456',
  colour: 'White',
  year: '2019',
  vinNumber: 'VIN1',
  licenseDiscPhotoURL: '',
  carPhotoURL: '',
};
const address = (estateId: number, streetName: string) => ({
  estateId,
  standNo: 'B12',
  streetNoOrUnitNo: '12',
  streetName,
  suburbName: 'Fourways',
  localityOrCity: 'Johannesburg',
  addressPostalCode: '2191',
});
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** An associate row as the people module stores it (its service is not the subject here). */
const associateRow = (id: string, estateId: number, unitNo: string, ownerId: string, extra: Partial<AssociatesTable> = {}): AssociatesTable => ({
  id,
  estate_id: estateId,
  unit_no: unitNo,
  owner_id: ownerId,
  created_by: ownerId,
  type_id: 7,
  type_name: 'Staff',
  relationship: 'Gardener',
  first_name: 'Sipho',
  last_name: `Dlamini-${id}`,
  phone: '0825550303',
  email: '',
  id_number: '',
  is_minor: 0,
  guardian_first_name: '',
  guardian_last_name: '',
  guardian_mobile: '',
  guardian_email: '',
  address_line1: '',
  address_line2: '',
  suburb: '',
  town: '',
  postal_code: '',
  zone_ids: '1',
  access_times: '{}',
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  document_type: 0,
  face_file_id: '',
  document_front_file_id: '',
  document_back_file_id: '',
  face_deferred: 0,
  is_delegate: 0,
  delegate_user_id: '',
  consent_id: '',
  status: 'active',
  removed_at: null,
  purged_at: null,
  created_at: Date.now(),
  ...extra,
});

describe.each(dialects)("'Download my data' on %s", (dialect) => {
  let estate = 0;
  let owner: TestUser;
  let other: TestUser;
  let delegator: TestUser;
  let manager: TestUser;
  let limited: TestUser;
  const t = useTestApp(dialect, async (app) => {
    estate = await makeEstate(app);
    [owner, other, delegator, manager, limited] = await makeUsers(app, [
      { firstName: 'Olive', lastName: 'Owner', mobile: '0825550101', roles: [{ estateId: estate, role: 'owner', unitNo: '12' }] },
      { firstName: 'Nora', lastName: 'Neighbour', mobile: '0825550202', roles: [{ estateId: estate, role: 'resident', unitNo: '14' }] },
      { firstName: 'Dan', lastName: 'Delegator', roles: [{ estateId: estate, role: 'resident', unitNo: '16' }] },
      { firstName: 'Mia', lastName: 'Manager', roles: [{ estateId: estate, role: 'estateManager' }] },
      { roles: [{ estateId: estate, role: 'resident', unitNo: '18' }] },
    ] as const);
  });

  const as = (who: TestUser) => ({ authorization: `Bearer ${who.token}` });
  const send = async (method: 'POST' | 'PUT', url: string, who: TestUser, payload: object) => {
    const res = await t.app.inject({ method, url, headers: as(who), payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };
  const download = (who: TestUser | null) => t.app.inject({ method: 'GET', url: API.myData, headers: who ? as(who) : {} });

  /** Contacts, an address, a vehicle, a photo, notifications, a delete code and a gate challenge: the user's rows in many tables. */
  const fillIn = async (who: TestUser, marker: string) => {
    await send('PUT', `${API.contact}?userID=${who.userId}`, who, {
      cell: who === owner ? '0825550101' : '0825550202',
      emergencyContactName: `Emergency ${marker}`,
    });
    await send('POST', `${API.addresses}?userID=${who.userId}`, who, address(estate, `${marker} Lane`));
    await send('POST', `${API.vehicles}?userID=${who.userId}`, who, { ...vehicle, registrationNumber: `${marker} GP` });
    await t.app.inject({ method: 'POST', url: API.files, headers: { ...as(who), 'content-type': 'image/png' }, payload: png });
    await writeTransaction(t.ctx.db, async (trx) => {
      await notify(trx, { userId: who.userId, estateId: estate, type: 'Estate Manager', title: `Levies due ${marker}`, description: 'Pay by Friday' });
      await notify(trx, { userId: who.userId, estateId: estate, type: 'Estate Manager', title: `Water off ${marker}`, description: 'Tuesday 09:00 to 12:00' });
    });
    await send('POST', API.sendDeleteOtp, who, { userId: who.userId, toUserId: who.userId, toEmailAddress: who.email, password: who.password });
    expect((await askChallenge(t.app, who.token)).status).toBe(200);
  };

  it("answers the caller's rows in every table as a JSON file, with no secret and nothing of another user", async () => {
    await fillIn(owner, 'Ownerside');
    await fillIn(other, 'Neighbourside');

    const res = await download(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    const text = res.body;
    const file = JSON.parse(text) as MyData;

    expect(file.producedFor).toEqual({ userID: owner.userId, email: owner.email, firstName: 'Olive', lastName: 'Owner' });
    expect(Math.abs(Date.parse(file.producedAt) - Date.now())).toBeLessThan(60_000);
    const { tables } = file;
    expect(tables.users?.map((u) => [u.id, u.email, u.first_name])).toEqual([[owner.userId, owner.email, 'Olive']]);
    expect(tables.contacts?.map((c) => [c.cell, c.emergency_name])).toEqual([['0825550101', 'Emergency Ownerside']]);
    expect(tables.user_addresses?.map((a) => [a.street_name, a.postal_code, a.estate_id])).toEqual([['Ownerside Lane', '2191', estate]]);
    expect(tables.vehicles?.map((v) => v.registration_number)).toEqual(['Ownerside GP']);
    expect(tables.notifications?.map((n) => n.title).sort()).toEqual(['Levies due Ownerside', 'Water off Ownerside']);
    expect(tables.user_roles?.map((r) => [r.role_name, r.unit_no])).toEqual([['owner', '12']]);
    expect(tables.files?.map((f) => Object.keys(f).sort())).toEqual([['content_type', 'created_at', 'id', 'owner_id', 'size']]);
    expect(tables.refresh_tokens?.length).toBeGreaterThan(0);
    expect(tables.delete_account_otps?.length).toBe(1);
    // Every row is the owner's own.
    for (const [table, rows] of Object.entries(tables)) {
      for (const row of rows) expect([row.id, row.user_id, row.owner_id], table).toContain(owner.userId);
    }

    // The secrets themselves appear nowhere in the file, under any name.
    const db = t.ctx.db;
    const secrets = [
      (await db.selectFrom('users').select('password_hash').where('id', '=', owner.userId).executeTakeFirstOrThrow()).password_hash,
      ...(await db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', owner.userId).execute()).map((r) => r.token_hash),
      ...(await db.selectFrom('delete_account_otps').select('code_hash').where('user_id', '=', owner.userId).execute()).map((r) => r.code_hash),
      ...(await db.selectFrom('gate_enrol_challenges').select('challenge').where('user_id', '=', owner.userId).execute()).map((r) => r.challenge),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(16);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(owner.refreshToken);
    expect(text).not.toContain(owner.token);
    for (const rows of Object.values(tables)) {
      for (const row of rows) for (const name of ['password_hash', 'token_hash', 'code_hash', 'challenge', 'key_id']) expect(row).not.toHaveProperty(name);
    }

    // Nothing of the second user.
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Neighbourside');
    expect(text).not.toContain('0825550202');
  });

  it('includes the people rows about the caller: their associates, the files and consents for them, the views of their IDs, their own delegate record', async () => {
    const db = t.ctx.db;
    const now = Date.now();
    await db
      .insertInto('files')
      .values({ id: 'face-file-0001', owner_id: 'associate:assoc-own-0001', content_type: 'image/jpeg', size: 1234, created_at: now })
      .execute();
    await db
      .insertInto('associates')
      .values(associateRow('assoc-own-0001', estate, '12', owner.userId, { face_file_id: 'face-file-0001', id_number: '8001015009087' }))
      .execute();
    await db
      .insertInto('associates')
      .values(associateRow('assoc-dlg-0001', estate, '16', delegator.userId, { delegate_user_id: owner.userId }))
      .execute();
    await db
      .insertInto('associates')
      .values(associateRow('assoc-nbr-0001', estate, '14', other.userId, { id_number: '7502025009081' }))
      .execute();
    await db
      .insertInto('consents')
      .values({
        id: 'consent-0001',
        estate_id: estate,
        subject_kind: 'associate',
        subject_id: 'assoc-own-0001',
        owner_id: 'associate:assoc-own-0001',
        given_by: owner.userId,
        version: '2026-11',
        accepted_at: now,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('identity_views')
      .values({ id: 'view-0001', user_id: manager.userId, associate_id: 'assoc-own-0001', what: 'idNumber', at: now })
      .execute();
    await db
      .insertInto('identity_views')
      .values({ id: 'view-0002', user_id: manager.userId, associate_id: 'assoc-nbr-0001', what: 'idNumber', at: now })
      .execute();

    const { tables } = (await download(owner)).json<MyData>();
    expect(tables.associates?.map((a) => [a.id, a.owner_id]).sort()).toEqual([
      ['assoc-dlg-0001', delegator.userId],
      ['assoc-own-0001', owner.userId],
    ]);
    expect(tables.associates?.find((a) => a.id === 'assoc-own-0001')?.id_number).toBe('8001015009087');
    expect(tables.files?.find((f) => f.id === 'face-file-0001')).toEqual({
      id: 'face-file-0001',
      owner_id: 'associate:assoc-own-0001',
      content_type: 'image/jpeg',
      size: 1234,
      created_at: now,
    });
    expect(tables.consents?.map((c) => c.id)).toEqual(['consent-0001']);
    expect(tables.identity_views?.map((v) => [v.id, v.user_id])).toEqual([['view-0001', manager.userId]]);

    // The manager's own file lists the views they made; the neighbour's holds none of the owner's associates.
    const managerFile = (await download(manager)).json<MyData>();
    expect(managerFile.tables.identity_views?.map((v) => v.id).sort()).toEqual(['view-0001', 'view-0002']);
    const neighbourText = (await download(other)).body;
    expect(neighbourText).toContain('assoc-nbr-0001');
    expect(neighbourText).not.toContain('assoc-own-0001');
    expect(neighbourText).not.toContain('8001015009087');
  });

  it('refuses without a token (401) and after too many downloads (429)', async () => {
    expect((await download(null)).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: API.myData, headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.statusCode).toBe(401);
    for (let i = 0; i < MY_DATA_LIMIT.limit; i++) expect((await download(limited)).statusCode).toBe(200);
    const refused = await download(limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ errorDetails?: { detail: string } }>().errorDetails?.detail).toBe(MY_DATA_MESSAGES.tooMany);
  });
});

describe('what never leaves the server', () => {
  it('drops secret-named columns and keys inside stored JSON, and bytes; keeps a postal code', () => {
    expect(
      cleanValue({
        pin_hash: 'x',
        gateKey: 'k',
        salt: 's',
        apiToken: 't',
        postal_code: '2191',
        data: '{"pinHash":"p","name":"Olive","nested":[{"resetCode":"1","ok":1}]}',
        photo: new Uint8Array([1, 2]),
      }),
    ).toEqual({
      postal_code: '2191',
      data: { name: 'Olive', nested: [{ ok: 1 }] },
    });
    expect(['password_hash', 'token_hash', 'code_hash', 'key_id', 'secret_box', 'challenge'].every(isSecretName)).toBe(true);
    expect(['first_name', 'postal_code', 'id_number', 'face_file_id', 'registration_number'].some(isSecretName)).toBe(false);
  });
});

describe.each(dialects)("the log of who saw an associate's ID number on %s", (dialect) => {
  let estate = 0;
  let owner: TestUser;
  let manager: TestUser;
  const t = useTestApp(dialect, async (app) => {
    estate = await makeEstate(app);
    [owner, manager] = await makeUsers(app, [
      { firstName: 'Olive', lastName: 'Owner', roles: [{ estateId: estate, role: 'owner', unitNo: '12' }] },
      { firstName: 'Mia', lastName: 'Manager', roles: [{ estateId: estate, role: 'estateManager' }] },
    ] as const);
  });
  const download = async (who: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: API.myData, headers: { authorization: `Bearer ${who.token}` } });
    expect(res.statusCode).toBe(200);
    return res.json<MyData>().tables;
  };
  const views = (tables: MyData['tables']) => (tables.identity_views ?? []).map((v) => [v.user_id, v.associate_id, v.what]);

  it("logs the ID numbers a data export carries, and keeps every view after the viewer's account is deleted", async () => {
    await t.ctx.db
      .insertInto('associates')
      .values([
        associateRow('assoc-id-0001', estate, '12', owner.userId, { id_number: '8001015009087' }),
        associateRow('assoc-noid-0001', estate, '12', owner.userId),
      ])
      .execute();
    // The export carries the full ID number: logged as the owner's view, listed in their next export.
    expect((await download(owner)).associates?.find((a) => a.id === 'assoc-id-0001')?.id_number).toBe('8001015009087');
    expect(views(await download(owner))).toEqual([[owner.userId, 'assoc-id-0001', 'export']]);

    // The manager reads it through the identity call (logged); then the manager's account is deleted.
    const read = await t.app.inject({ method: 'GET', url: API.associateIdentity('assoc-id-0001'), headers: { authorization: `Bearer ${manager.token}` } });
    expect(read.statusCode).toBe(200);
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, manager.userId));
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', manager.userId).execute()).toEqual([]);

    // The associate's record still says who saw the number and when, where its owner reads it (this
    // export's own view is logged after it is read).
    expect(views(await download(owner)).sort()).toEqual(
      [
        [manager.userId, 'assoc-id-0001', 'identity'],
        [owner.userId, 'assoc-id-0001', 'export'],
        [owner.userId, 'assoc-id-0001', 'export'],
      ].sort(),
    );
  });
});
