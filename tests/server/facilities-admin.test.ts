import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Booking, BookingResource, BookingService, LagoonConfig } from '../../src/contract/bookings';
import type { FacilityAnswer, FacilityFieldsInput, LagoonSettingsArgs } from '../../src/contract/facility-admin';
import type { Change } from '../../src/contract/sync';
import { sameHoursEveryDay } from '../../src/domain/bookings';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { ROLES } from '../../src/domain/roles';
import { BOOKING_MESSAGES, LAGOON_MESSAGES } from '../../src/i18n/en/bookings';
import { FACILITY_ADMIN_MESSAGES as M } from '../../src/i18n/en/facility-admin.messages';
import { writeTransaction } from '../../server/sync/change-log';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import type { Caller } from '../helpers/factories';
import { saveTestLagoon } from '../helpers/lagoon';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { call, rowId, upload } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;
const BR = 92;

/** The estate manager of Baobab Ridge (another estate). */
const OTHER_MANAGER = {
  email: 'boss@baobab.example',
  password: 'Baobab#2026x',
  firstName: 'Ayanda',
  lastName: 'Nkosi',
  mobile: '0761234561',
  roles: [{ estateId: BR, role: ROLES.estateManager, accessControl: true }],
} as const;

const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

/** A squash court: weekdays 07:00-19:00, Saturday 08:00-12:00, 60-minute slots, R50 a booking, booked at once. */
const squash = (overrides: Partial<FacilityFieldsInput> = {}): FacilityFieldsInput => ({
  name: 'Squash Court',
  locationName: 'Sports Centre',
  description: 'Glass-backed court.',
  rules: 'Non-marking shoes only.',
  photos: [],
  availability: { ...sameHoursEveryDay('07:00', '19:00'), saturday: { start: '08:00', end: '12:00' }, sunday: null },
  slotMinutes: 60,
  capacity: 1,
  autoApprove: true,
  priceCents: 5000,
  resources: [{ name: 'Court A' }],
  ...overrides,
});

/** A weekday some days ahead (the squash court is open then 07:00-19:00). */
function nextWeekday(): string {
  let day = addDays(estateDate(), 2);
  for (;;) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
    day = addDays(day, 1);
  }
}

describe.each(dialects)('the estate manager’s facilities on %s', (dialect) => {
  const {
    t,
    people: [manager, resident, neighbour, guard, otherManager],
  } = useCast(dialect, [MANAGER, RESIDENT, NEIGHBOUR, GUARD, OTHER_MANAGER], {
    setUp: (app) => writeTransaction(app.ctx.db, (trx) => saveTestLagoon(trx)),
  });

  const create = (who: Caller, facility: unknown, estateId = WC) => call<FacilityAnswer>(t.app, 'POST', API.facilities, who, { estateId, facility });
  const services = () => t.ctx.db.selectFrom('booking_services').selectAll().where('kind', '=', 'facility').execute();
  const resources = () => t.ctx.db.selectFrom('booking_resources').selectAll().execute();
  const changeCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('change_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const created = async (facility: FacilityFieldsInput = squash()) => {
    const answer = await create(manager, facility);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const id = answer.body.details?.[0];
    if (!id) throw new Error('no facility answered');
    return id;
  };

  it('creates a facility with each field; a resident pulls it and its resource as the booking screens read them', async () => {
    const photo = await upload(t.app, manager);
    expect(photo.status).toBe(200);
    const {
      id,
      resources: [resourceId],
    } = await created(squash({ photos: [photo.url], resources: [{ name: 'Court A' }] }));
    const changes = (await pullAll(t.app, resident)).changes;
    expect(latest<BookingService>(changes, 'bookingServices', id)).toEqual({
      id,
      estateId: WC,
      name: 'Squash Court',
      kind: 'facility',
      description: 'Glass-backed court.',
      imageUrl: photo.url,
      locationId: `loc-${WC}-sports-centre`,
      locationName: 'Sports Centre',
      resources: [resourceId],
      autoApprove: true,
      enabled: true,
      priceCents: 5000,
      rules: 'Non-marking shoes only.',
      photos: [photo.url],
      archived: false,
    });
    expect(latest<BookingResource>(changes, 'bookingResources', resourceId ?? '')).toMatchObject({
      serviceId: id,
      name: 'Sports Centre|Court A',
      availibility: squash().availability,
      capacity: 1,
      slotMinutes: 60,
      minMinutes: 60,
      enabled: true,
    });
    // A PDF the manager uploaded (a document, checked by content) is not a photo; a text file is not stored at all.
    const pdf = await t.app.inject({
      method: 'POST',
      url: API.files,
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/pdf' },
      payload: fs.readFileSync(new URL('../../server/files/fixtures/statement.pdf', import.meta.url)),
    });
    const pdfUrl = pdf.json<{ details: { url: string }[] }>().details[0]?.url ?? '';
    const asPhoto = await create(manager, squash({ photos: [pdfUrl] }));
    expect(asPhoto.body.errorDetails?.detail).toBe(M.photoType);
    expect((await upload(t.app, manager, Buffer.from('not a picture at all'))).status).toBe(415);
    // The photo is the estate's now: a resident of the estate may see it, another estate's manager may not.
    expect((await call(t.app, 'GET', photo.url, resident)).status).toBe(200);
    expect((await call(t.app, 'GET', photo.url, otherManager)).status).toBe(404);
  });

  it('refuses each bad input with its message and writes nothing', async () => {
    const before = { services: (await services()).length, resources: (await resources()).length, changes: await changeCount() };
    const strangers = await upload(t.app, resident);
    const cases: [unknown, string][] = [
      [squash({ name: '  ' }), M.nameRequired],
      [squash({ name: 'x'.repeat(81) }), M.nameTooLong],
      [squash({ name: 'Court|B' }), M.namePipe],
      [squash({ availability: { ...sameHoursEveryDay('07:00', '19:00'), monday: { start: '18:00', end: '09:00' } } }), M.hours],
      [
        squash({
          availability: {
            ...sameHoursEveryDay('07:00', '19:00'),
            monday: null,
            tuesday: null,
            wednesday: null,
            thursday: null,
            friday: null,
            saturday: null,
            sunday: null,
          },
        }),
        M.noOpenDay,
      ],
      [squash({ slotMinutes: 25 }), M.slotLength],
      [squash({ slotMinutes: 240, availability: sameHoursEveryDay('08:00', '10:00') }), M.slotFits],
      [squash({ capacity: 0 }), M.capacity],
      [squash({ capacity: 1.5 }), M.capacity],
      [squash({ priceCents: -1 }), M.price],
      [squash({ priceCents: 12.5 }), M.price],
      [squash({ resources: [] }), M.resourcesCount],
      [squash({ resources: [{ name: '' }] }), M.resourceName],
      [squash({ rules: 'r'.repeat(4001) }), M.rulesTooLong],
      [squash({ photos: ['https://example.com/a.jpg'] }), M.photoMissing],
      [squash({ photos: ['/sdk/files/doesnotexist1'] }), M.photoMissing],
      [squash({ photos: [strangers.url] }), M.photoMissing],
      [squash({ photos: Array.from({ length: 7 }, (_, i) => `/sdk/files/abcdefgh${i}`) }), M.photosTooMany],
      [squash({ resources: [{ id: 'court-elsewhere', name: 'Court A' }] }), M.resourceUnknown],
    ];
    for (const [facility, message] of cases) {
      const answer = await create(manager, facility);
      expect(answer.status, message).toBe(400);
      expect(answer.body.errorDetails?.detail, message).toBe(message);
    }
    expect({ services: (await services()).length, resources: (await resources()).length, changes: await changeCount() }).toEqual(before);
  });

  it('edits a facility: fields, hours and resources (one added, one left out and switched off), published', async () => {
    const {
      id,
      resources: [first],
    } = await created(squash({ resources: [{ name: 'Court A' }, { name: 'Court B' }] }));
    const edited = squash({
      name: 'Squash Courts',
      priceCents: 0,
      autoApprove: false,
      slotMinutes: 30,
      capacity: 2,
      availability: sameHoursEveryDay('06:00', '22:00'),
      resources: [{ id: first, name: 'Court A1' }, { name: 'Court C' }],
    });
    const answer = await call<FacilityAnswer>(t.app, 'PUT', API.facility(id), manager, edited);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [kept, added] = answer.body.details?.[0]?.resources ?? [];
    expect(kept).toBe(first);
    const changes = (await pullAll(t.app, neighbour)).changes;
    expect(latest<BookingService>(changes, 'bookingServices', id)).toMatchObject({
      name: 'Squash Courts',
      priceCents: 0,
      autoApprove: false,
      resources: expect.arrayContaining([first, added]),
    });
    expect(latest<BookingResource>(changes, 'bookingResources', first ?? '')).toMatchObject({
      name: 'Sports Centre|Court A1',
      slotMinutes: 30,
      capacity: 2,
      enabled: true,
    });
    const dropped = (await resources()).find((r) => r.service_id === id && r.id !== first && r.id !== added);
    expect(Number(dropped?.enabled)).toBe(0);
    expect(latest<BookingResource>(changes, 'bookingResources', dropped?.id ?? '')).toMatchObject({ enabled: false });
    // Bad input on edit: the message, and the facility as it was.
    const bad = await call(t.app, 'PUT', API.facility(id), manager, { ...edited, capacity: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errorDetails?.detail).toBe(M.capacity);
    expect((await services()).find((s) => s.id === id)?.name).toBe('Squash Courts');
    // The lagoon is set up elsewhere; an unknown id is 404.
    expect((await call(t.app, 'PUT', API.facility('lagoon'), manager, edited)).body.errorDetails?.detail).toBe(M.notFacility);
    expect((await call(t.app, 'PUT', API.facility('nothing-here'), manager, edited)).status).toBe(404);
  });

  it('archives a facility: gone from the list, booking it refused with the spec’s message, its bookings stay; brought back it books again', async () => {
    const {
      id,
      resources: [resourceId],
    } = await created();
    const day = nextWeekday();
    const book = (start: string, end: string) => ({
      id: rowId('bk'),
      estateId: WC,
      serviceId: id,
      resourceId: resourceId ?? '',
      date: day,
      start,
      end,
      unitNo: '12',
    });
    const first = book('09:00', '10:00');
    const before = await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'bookings.request', args: first }]);
    expect(before.body.results[0]).toMatchObject({ ok: true });

    const archived = await call(t.app, 'POST', API.facilityArchive(id), manager, { archived: true });
    expect(archived.status).toBe(200);
    const changes = (await pullAll(t.app, resident)).changes;
    expect(latest<BookingService>(changes, 'bookingServices', id)).toMatchObject({ archived: true, enabled: false });

    const refused = await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'bookings.request', args: book('11:00', '12:00') }]);
    expect(refused.body.results[0]).toMatchObject({ ok: false, error: BOOKING_MESSAGES.unknownService });
    const moved = await push(t.app, resident, rowId('cl'), [
      { id: 1, name: 'bookings.reschedule', args: { id: first.id, date: day, start: '13:00', end: '14:00' } },
    ]);
    expect(moved.body.results[0]).toMatchObject({ ok: false, error: BOOKING_MESSAGES.unknownService });
    const kept = await t.ctx.db.selectFrom('bookings').selectAll().where('service_id', '=', id).execute();
    expect(kept.map((b) => [b.id, b.status, b.start_time])).toEqual([[first.id, 'BOOKED', '09:00']]);
    // Editing an archived facility keeps it archived.
    await call(t.app, 'PUT', API.facility(id), manager, squash({ name: 'Old Squash', resources: [{ id: resourceId, name: 'Court A' }] }));
    expect((await services()).find((s) => s.id === id)).toMatchObject({ name: 'Old Squash', archived: 1, enabled: 0 });

    expect((await call(t.app, 'POST', API.facilityArchive(id), manager, { archived: false })).status).toBe(200);
    const again = await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'bookings.request', args: book('11:00', '12:00') }]);
    expect(again.body.results[0]).toMatchObject({ ok: true });
  });

  it('a resident pulls a facility created after their last pull and books a slot: pushed twice, stored once, at its price', async () => {
    await pullAll(t.app, resident);
    const {
      id,
      resources: [resourceId],
    } = await created(squash({ name: 'Padel Court', autoApprove: false, priceCents: 7500 }));
    const changes = (await pullAll(t.app, resident)).changes;
    const service = latest<BookingService>(changes, 'bookingServices', id);
    expect(service).toMatchObject({ name: 'Padel Court', enabled: true });
    const args = {
      id: rowId('bk'),
      estateId: WC,
      serviceId: id,
      resourceId: resourceId ?? '',
      date: nextWeekday(),
      start: '10:00',
      end: '11:00',
      unitNo: '12',
    };
    const clientId = rowId('cl');
    const first = await push(t.app, resident, clientId, [{ id: 1, name: 'bookings.request', args }]);
    expect(first.body.results[0]).toMatchObject({ ok: true });
    const replay = await push(t.app, resident, clientId, [{ id: 1, name: 'bookings.request', args }]);
    expect(replay.status).toBe(200);
    const stored = await t.ctx.db.selectFrom('bookings').selectAll().where('service_id', '=', id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'REQUESTED', resource_id: resourceId, start_time: '10:00' });
    expect(Number(stored[0]?.amount_cents)).toBe(7500);
    // The manager's calendar reads the booking from the manager scope.
    const managerChanges = (await pullAll(t.app, manager)).changes;
    expect(latest<Booking>(managerChanges, 'bookings', args.id)).toMatchObject({ serviceId: id, unitNo: '12', status: 'REQUESTED', amountCents: 7500 });
  });

  it('sets the lagoon: open days, each service’s capacity, prices and rules, published; bad input refused with nothing written', async () => {
    const settings: LagoonSettingsArgs = {
      estateId: WC,
      openDays: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      resources: [
        { id: 'lg-access', name: 'Lagoon Access', capacity: 80 },
        { id: 'lg-kayak', name: 'Kayak', capacity: 3 },
        { name: 'Paddle Board', capacity: 2 },
      ],
      futureBookingsEnabled: false,
      visitorPriceCents: 15_000,
      associatesPerUnit: 3,
      maxQty: 500,
      noCapacityTitle: '',
      noCapacityMsg: 'Closed for the gala.',
      addressEstateName: '',
    };
    const answer = await call<FacilityAnswer>(t.app, 'PUT', API.lagoonSettings, manager, settings);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const boardId = answer.body.details?.[0]?.resources[2] ?? '';
    const changes = (await pullAll(t.app, resident)).changes;
    expect(latest<LagoonConfig>(changes, 'lagoonConfig', String(WC)) ?? changes.filter((c) => c.table === 'lagoonConfig').at(-1)?.data).toMatchObject({
      LAGOON_ID: 'lagoon',
      futureBookingsEnabled: false,
      visitorPriceCents: 15_000,
      associatesPerUnit: 3,
      maxQty: 500,
      noCapacityTitle: LAGOON_MESSAGES.noCapacityTitle,
      noCapacityMsg: 'Closed for the gala.',
    });
    expect(latest<BookingResource>(changes, 'bookingResources', 'lg-access')).toMatchObject({
      capacity: 80,
      availibility: { monday: null, tuesday: { start: '08:00', end: '19:00' } },
    });
    expect(latest<BookingResource>(changes, 'bookingResources', boardId)).toMatchObject({ name: 'Lagoon|Paddle Board', capacity: 2, serviceId: 'lagoon' });

    const before = await changeCount();
    for (const [bad, message] of [
      [{ ...settings, resources: [] }, M.lagoonResources],
      [{ ...settings, visitorPriceCents: -5 }, M.lagoonNumber],
      [{ ...settings, associatesPerUnit: 51 }, M.lagoonNumber],
      [{ ...settings, noCapacityMsg: 'x'.repeat(301) }, M.lagoonText],
      [{ ...settings, resources: [{ id: 'court-of-nowhere', name: 'Nope', capacity: 1 }] }, M.lagoonUnknown],
    ] as const) {
      const refused = await call(t.app, 'PUT', API.lagoonSettings, manager, bad);
      expect(refused.status, message).toBe(400);
      expect(refused.body.errorDetails?.detail, message).toBe(message);
    }
    expect(await changeCount()).toBe(before);
  });

  it('creates the lagoon of an estate that has none', async () => {
    await t.ctx.db.deleteFrom('lagoon_config').execute();
    const answer = await call<FacilityAnswer>(t.app, 'PUT', API.lagoonSettings, manager, {
      estateId: WC,
      openDays: ['saturday', 'sunday'],
      resources: [{ name: 'Lagoon Access', capacity: 50 }],
      futureBookingsEnabled: true,
      visitorPriceCents: 0,
      associatesPerUnit: 2,
      maxQty: 100,
      noCapacityTitle: '',
      noCapacityMsg: '',
      addressEstateName: '',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const lagoonId = answer.body.details?.[0]?.id ?? '';
    expect(lagoonId).toMatch(/^lagoon-/);
    const changes = (await pullAll(t.app, resident)).changes;
    expect(latest<BookingService>(changes, 'bookingServices', lagoonId)).toMatchObject({ kind: 'lagoon', name: 'Lagoon', enabled: true });
    const config = await t.ctx.db.selectFrom('lagoon_config').selectAll().where('estate_id', '=', WC).executeTakeFirst();
    expect(JSON.parse(config?.data ?? '{}')).toMatchObject({ LAGOON_ID: lagoonId, associatesPerUnit: 2 });
  });

  it('lets only an estate manager of that estate: a resident, a guard and another estate’s manager are refused and nothing is written', async () => {
    const { id } = await created();
    const before = { services: (await services()).length, changes: await changeCount() };
    const lagoon = {
      estateId: WC,
      openDays: ['monday'],
      resources: [{ id: 'lg-access', name: 'Lagoon Access', capacity: 1 }],
      futureBookingsEnabled: true,
      visitorPriceCents: 0,
      associatesPerUnit: 0,
      maxQty: 0,
      noCapacityTitle: '',
      noCapacityMsg: '',
      addressEstateName: '',
    };
    for (const who of [resident, guard, otherManager]) {
      expect((await create(who, squash())).status).toBe(403);
      expect((await call(t.app, 'PUT', API.facility(id), who, squash({ name: 'Taken over' }))).status).toBe(403);
      expect((await call(t.app, 'POST', API.facilityArchive(id), who, { archived: true })).status).toBe(403);
      expect((await call(t.app, 'PUT', API.lagoonSettings, who, lagoon)).status).toBe(403);
    }
    // Another estate's manager may create at their own estate, not at this one.
    expect((await create(otherManager, squash(), BR)).status).toBe(200);
    expect((await create(manager, squash(), BR)).status).toBe(403);
    const after = await services();
    expect(after.find((s) => s.id === id)).toMatchObject({ name: 'Squash Court', archived: 0 });
    expect(after.length).toBe(before.services + 1);
  });
});
