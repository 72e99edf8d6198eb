import { describe, expect, it } from 'vitest';
import type { RegularVisitor, VisitorType } from '../contract/invites';
import type { AccessZone } from '../contract/people';
import { INVITE_MESSAGES } from '../i18n/en/invites';
import { format } from '../i18n/format';
import {
  residentLimitProblem,
  addDays,
  addMonths,
  capitaliseName,
  cleanPhone,
  dailyLimitProblem,
  dedupeByPhone,
  defaultVisit,
  detailDateTime,
  gateDecision,
  earliestEndDate,
  endDateFor,
  estateClock,
  estateDateTime,
  inviteKind,
  inviteFieldProblems,
  internationalPhone,
  inviteProblem,
  returningVisitors,
  tapTimePick,
  timesStillOpen,
  defaultVisitorType,
  inviteWindow,
  inviteZones,
  isContractorType,
  latestEndDate,
  mailtoUrl,
  newVisitorProblem,
  phoneProblem,
  samePhone,
  shareMessage,
  slotsToTimes,
  telegramUrl,
  upcomingInvites,
  validityChoices,
  validityOf,
  visitLink,
  visitorSlots,
  visitorsOfTab,
  whatsappUrl,
  windowText,
  type InviteForm,
} from './invites';

/** 14:20 on 10 March 2026 at the estate (UTC+2). */
const AFTERNOON = new Date('2026-03-10T12:20:00Z');
/** 23:20 on 10 March 2026 at the estate. */
const LATE = new Date('2026-03-10T21:20:00Z');

describe("the estate's clock", () => {
  it('reads the date and time in South African time whatever the device zone', () => {
    expect(estateClock(AFTERNOON)).toEqual({ date: '2026-03-10', minutes: 14 * 60 + 20 });
    // 23:30 UTC is already the next day at the estate.
    expect(estateClock(new Date('2026-03-10T23:30:00Z')).date).toBe('2026-03-11');
    expect(estateDateTime(AFTERNOON.getTime())).toBe('2026-03-10 14:20');
  });

  it('adds days and months on the calendar (a missing day becomes the month end)', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 14)).toBe('2027-01-14');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('writes a notification detail date as DD-MM-YYYY HH:mm:ss and reads the gate decision', () => {
    expect(detailDateTime(new Date(2026, 2, 9, 7, 5, 3).getTime())).toBe('09-03-2026 07:05:03');
    expect(gateDecision('ALLOW')).toBe('ALLOW');
    expect(gateDecision(' deny ')).toBe('DENY');
    expect(gateDecision('')).toBeNull();
  });

  it("writes the invite's window in the estate's locale, its date once within one day", () => {
    expect(windowText('2026-03-10 15:00', '2026-03-10 16:00')).toBe('10 Mar 2026, 15:00 – 16:00');
    expect(windowText('2026-03-10 15:00', '2026-03-12 10:00')).toBe('10 Mar 2026, 15:00 – 12 Mar 2026, 10:00');
    expect(windowText('2026-03-10', '2026-03-12')).toBe('10 Mar 2026 – 12 Mar 2026');
  });
});

describe('time slots (hourly, values in hundreds)', () => {
  it('today: every hour shown, those that have ended disabled; the hour now running (14:00-15:00 at 14:20) open', () => {
    const slots = visitorSlots('2026-03-10', AFTERNOON);
    expect(slots).toHaveLength(24);
    expect(slots.filter((s) => !s.disabled).map((s) => s.value)).toEqual([1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300, 2400]);
    expect(slots.find((s) => s.value === 1400)?.disabled).toBe(true);
    expect(
      visitorSlots('2026-03-10', LATE)
        .filter((s) => !s.disabled)
        .map((s) => s.value),
    ).toEqual([2400]);
  });

  it("keeps a draft's hours only while all of them are still open", () => {
    expect(timesStillOpen('2026-03-10', [1500, 1600], AFTERNOON)).toEqual([1500, 1600]);
    expect(timesStillOpen('2026-03-10', [1400, 1500], AFTERNOON)).toEqual([]);
    expect(timesStillOpen('2026-03-11', [100], AFTERNOON)).toEqual([100]);
    expect(timesStillOpen('2026-03-09', [1500], AFTERNOON)).toEqual([]);
  });

  it('another day: from 00:00 up to 24:00 (24 slots, 100..2400); a past day: none', () => {
    const slots = visitorSlots('2026-03-11', AFTERNOON);
    expect(slots).toHaveLength(24);
    expect(slots[0]?.value).toBe(100);
    expect(slots.at(-1)?.value).toBe(2400);
    expect(visitorSlots('2026-03-09', AFTERNOON)).toEqual([]);
  });

  it('the invite picker: one tap on a preselected range gives the tapped hour only (05:00-06:00 shown, 17:00 tapped: 17:00-18:00)', () => {
    const slots = visitorSlots('2026-03-11', AFTERNOON);
    const tap = tapTimePick({ times: [600], start: null }, 1800, slots);
    expect(tap).toEqual({ times: [1800], start: 1800, done: false, rejected: false });
    expect(slotsToTimes(tap.times)).toEqual({ start: '17:00', end: '18:00' });
    // A preselected range of several hours is replaced too, never stretched.
    expect(tapTimePick({ times: [900, 1000, 1100], start: null }, 1000, slots).times).toEqual([1000]);
  });

  it('the invite picker: a later second tap ends the range (inclusive), the start again keeps one hour, an earlier tap starts again', () => {
    const slots = visitorSlots('2026-03-11', AFTERNOON);
    const first = tapTimePick({ times: [600], start: null }, 1800, slots);
    expect(tapTimePick(first, 2000, slots)).toEqual({ times: [1800, 1900, 2000], start: null, done: true, rejected: false });
    expect(tapTimePick(first, 1800, slots)).toEqual({ times: [1800], start: null, done: true, rejected: false });
    expect(tapTimePick(first, 1000, slots)).toEqual({ times: [1000], start: 1000, done: false, rejected: false });
    // After a complete range the next tap starts a new one.
    const done = tapTimePick(first, 2000, slots);
    expect(tapTimePick(done, 2200, slots).times).toEqual([2200]);
  });

  it('the invite picker: a past hour of today, or a range across a disabled hour, is rejected and the pick stays', () => {
    const today = visitorSlots('2026-03-10', AFTERNOON);
    expect(tapTimePick({ times: [1600], start: null }, 1400, today)).toEqual({ times: [1600], start: null, done: false, rejected: true });
    const blocked = visitorSlots('2026-03-11', AFTERNOON, new Set([1100]));
    expect(tapTimePick({ times: [900], start: 900 }, 1300, blocked)).toEqual({ times: [900], start: 900, done: false, rejected: true });
  });

  it('24:00 becomes 23:59 and 00:00 becomes 00:01', () => {
    expect(slotsToTimes([2300, 2400])).toEqual({ start: '22:00', end: '23:59' });
    expect(slotsToTimes([100])).toEqual({ start: '00:01', end: '01:00' });
    expect(slotsToTimes([])).toBeNull();
  });

  it('the default: today, from the next full hour to the hour after (late at night, tomorrow 00:00)', () => {
    expect(defaultVisit(AFTERNOON)).toEqual({ date: '2026-03-10', times: [1600] });
    expect(defaultVisit(LATE)).toEqual({ date: '2026-03-11', times: [100] });
    expect(slotsToTimes(defaultVisit(AFTERNOON).times)).toEqual({ start: '15:00', end: '16:00' });
  });
});

describe('validity choices', () => {
  const when = { date: '2026-03-12', times: [1000, 1100], validity: 0, endDate: '', startSlot: null, endSlot: null };

  it('0 keeps a single date and the time range', () => {
    expect(validityOf(0)).toEqual({ kind: 'single' });
    expect(inviteWindow(when)).toEqual({ invitedDateStart: '2026-03-12 09:00', invitedDateEnd: '2026-03-12 11:00' });
    expect(inviteWindow({ ...when, times: [] })).toBeNull();
  });

  it('1 is the whole day, 00:01 - 23:59, whatever times were picked', () => {
    expect(validityOf(1)).toEqual({ kind: 'fullDay' });
    expect(endDateFor(1, '2026-03-12', '2026-04-10')).toBe('2026-03-12');
    expect(inviteWindow({ ...when, validity: 1, times: [] })).toEqual({ invitedDateStart: '2026-03-12 00:01', invitedDateEnd: '2026-03-12 23:59' });
  });

  it('99 ends 14 days ahead, another number that many days ahead, never past customDayMax months', () => {
    expect(validityOf(99)).toEqual({ kind: 'multiDay', days: 14 });
    expect(validityOf(7)).toEqual({ kind: 'multiDay', days: 7 });
    const latest = latestEndDate('2026-03-10', 1);
    expect(latest).toBe('2026-04-10');
    expect(endDateFor(99, '2026-03-12', latest)).toBe('2026-03-26');
    expect(endDateFor(7, '2026-03-12', latest)).toBe('2026-03-19');
    expect(endDateFor(99, '2026-04-05', latest)).toBe('2026-04-10');
    expect(latestEndDate('2026-03-10', 0)).toBe('2026-04-10');
  });

  it('multi-day choices need a separate start and end time', () => {
    const multi = { ...when, validity: 7, endDate: '2026-03-19' };
    expect(inviteWindow(multi)).toBeNull();
    expect(inviteWindow({ ...multi, startSlot: 900, endSlot: 2400 })).toEqual({ invitedDateStart: '2026-03-12 08:00', invitedDateEnd: '2026-03-19 23:59' });
    expect(inviteWindow({ ...multi, startSlot: 100, endSlot: 1800 })).toEqual({ invitedDateStart: '2026-03-12 00:01', invitedDateEnd: '2026-03-19 18:00' });
    // A multi-day visit ends on a later day (the server holds the same rule).
    expect(earliestEndDate(7, '2026-03-12')).toBe('2026-03-13');
    expect(earliestEndDate(0, '2026-03-12')).toBe('2026-03-12');
    expect(inviteWindow({ ...multi, endDate: '2026-03-12', startSlot: 900, endSlot: 2400 })).toBeNull();
  });

  it("offers the estate's active options, the multi-day ones only with multi-day access and not to contractors", () => {
    const settings = {
      multiDayAccess: true,
      accessDayOptions: [
        { name: 'Single Day', value: 0, active: true },
        { name: 'One Day (Full)', value: 1, active: true },
        { name: 'Up to 14 Days', value: 99, active: false },
        { name: 'One Week', value: 7, active: true },
      ],
    };
    const dayOptions = [
      { name: 'Single Day', value: 0 },
      { name: 'One Day (Full)', value: 1 },
    ];
    expect(validityChoices(settings, false)).toEqual([...dayOptions, { name: 'One Week', value: 7 }]);
    expect(validityChoices({ ...settings, multiDayAccess: false }, false)).toEqual(dayOptions);
    expect(validityChoices(settings, true)).toEqual(dayOptions);
  });
});

describe('names and phone numbers', () => {
  it('keeps only digits and the plus sign', () => {
    expect(cleanPhone('+27 (82) 123-4567')).toBe('+27821234567');
    expect(cleanPhone('082 123 4567 ext')).toBe('0821234567');
  });

  it("is not the resident's own number, also with +27 for 0", () => {
    expect(samePhone('+27821234567', '082 123 4567')).toBe(true);
    expect(samePhone('27821234567', '0821234567')).toBe(true);
    expect(phoneProblem('+27 82 123 4567', ['0821234567'])).toBe(INVITE_MESSAGES.ownPhone);
    expect(phoneProblem('0821234567', ['+27821234567'])).toBe(INVITE_MESSAGES.ownPhone);
    expect(phoneProblem('0831234567', ['0821234567', ''])).toBeNull();
  });

  it('refuses a number under 10 characters', () => {
    expect(phoneProblem('082123456', [])).toBe(INVITE_MESSAGES.phoneInvalid);
    expect(phoneProblem('0821234567', [])).toBeNull();
    expect(phoneProblem('', [''])).toBe(INVITE_MESSAGES.phoneInvalid);
  });

  it("upper-cases the name's first letter", () => {
    expect(capitaliseName('john smith')).toBe('John smith');
    expect(capitaliseName('')).toBe('');
  });
});

describe('the daily limit', () => {
  it('blocks when no invite is left today or invites are disabled, with the limit in the message', () => {
    const message = INVITE_MESSAGES.dailyLimit.replace('{n}', '10');
    expect(dailyLimitProblem(0, 10)).toBe(message);
    expect(dailyLimitProblem(3, 10, true)).toBe(message);
    expect(dailyLimitProblem(3, 10)).toBeNull();
    expect(message.startsWith('You have reached your limit of 10 visitor invites for the day.')).toBe(true);
  });
});

describe('form checks in the order of the spec', () => {
  const form: InviteForm = {
    visitorName: 'John',
    visitorPhoneNumber: '0831234567',
    date: '2026-03-12',
    times: [1000],
    validity: 0,
    endDate: '',
    startSlot: null,
    endSlot: null,
    zoneIds: [1],
    typeId: 1,
  };
  const own = ['0821234567'];

  it('staged: required fields, then the phone, then a zone, then a type', () => {
    expect(inviteProblem(form, own)).toBeNull();
    expect(inviteProblem({ ...form, visitorName: ' ', zoneIds: [], typeId: 0 }, own)).toBe(INVITE_MESSAGES.requiredFields);
    expect(inviteProblem({ ...form, times: [] }, own)).toBe(INVITE_MESSAGES.requiredFields);
    expect(inviteProblem({ ...form, date: '' }, own)).toBe(INVITE_MESSAGES.requiredFields);
    expect(inviteProblem({ ...form, visitorPhoneNumber: '+27821234567', zoneIds: [] }, own)).toBe(INVITE_MESSAGES.ownPhone);
    expect(inviteProblem({ ...form, zoneIds: [], typeId: 0 }, own)).toBe(INVITE_MESSAGES.zoneRequired);
    expect(inviteProblem({ ...form, typeId: 0 }, own)).toBe(INVITE_MESSAGES.typeRequired);
  });

  it('staged multi-day: the end date and end time are required; a whole day needs no time', () => {
    const multi = { ...form, validity: 99, endDate: '2026-03-26', startSlot: 900, endSlot: null };
    expect(inviteProblem(multi, own)).toBe(INVITE_MESSAGES.requiredFields);
    expect(inviteProblem({ ...multi, endSlot: 1700 }, own)).toBeNull();
    expect(inviteProblem({ ...multi, endSlot: 1700, endDate: '' }, own)).toBe(INVITE_MESSAGES.requiredFields);
    expect(inviteProblem({ ...form, validity: 1, times: [] }, own)).toBeNull();
  });

  it("the one-screen invite names each field to fix; the phone, zone and type keep the spec's words", () => {
    expect(inviteFieldProblems(form, own)).toEqual({});
    expect(inviteFieldProblems({ ...form, visitorName: ' ', visitorPhoneNumber: '', times: [], zoneIds: [], typeId: 0 }, own)).toEqual({
      name: "Enter the visitor's name",
      phone: "Enter the visitor's phone number",
      time: 'Choose a time',
      zones: INVITE_MESSAGES.zoneRequired,
      type: INVITE_MESSAGES.typeRequired,
    });
    expect(inviteFieldProblems({ ...form, date: '' }, own)).toEqual({ date: 'Choose a date' });
    expect(inviteFieldProblems({ ...form, visitorPhoneNumber: '+27821234567' }, own)).toEqual({ phone: INVITE_MESSAGES.ownPhone });
    expect(inviteFieldProblems({ ...form, visitorPhoneNumber: '08212' }, own)).toEqual({ phone: INVITE_MESSAGES.phoneInvalid });
    expect(inviteFieldProblems({ ...form, validity: 99, endDate: '2026-03-26', startSlot: 900, endSlot: null }, own)).toEqual({
      time: INVITE_MESSAGES.endMissing,
    });
  });

  it('new visitor: own phone, then a short phone, then name, phone, date and time', () => {
    expect(newVisitorProblem(form, own)).toBeNull();
    expect(newVisitorProblem({ ...form, visitorPhoneNumber: '0821234567', visitorName: '' }, own)).toBe(INVITE_MESSAGES.ownPhone);
    expect(newVisitorProblem({ ...form, visitorPhoneNumber: '08212', visitorName: '' }, own)).toBe(INVITE_MESSAGES.phoneInvalid);
    expect(newVisitorProblem({ ...form, visitorName: '' }, own)).toBe(INVITE_MESSAGES.requiredFields);
    expect(newVisitorProblem({ ...form, times: [] }, own)).toBe(INVITE_MESSAGES.requiredFields);
  });
});

describe('visitor types and zones', () => {
  const type = (title: string, isDelivery = false, isServiceProvider = false): VisitorType => ({
    pkivisitorInviteTypeID: 1,
    tileDisplayTitle: title,
    tileDescription: '',
    isDelivery,
    isServiceProvider,
    active: true,
  });

  it('delivery and on-demand types are contractors; only a delivery is PIN-only', () => {
    expect(isContractorType(type('Visitor'))).toBe(false);
    expect(isContractorType(type('On Demand Service'))).toBe(true);
    expect(isContractorType(type('Plumber', false, true))).toBe(true);
    expect(inviteKind(type('Delivery'))).toBe('delivery');
    expect(inviteKind(type('Parcels', true))).toBe('delivery');
    expect(inviteKind(type('On Demand Service'))).toBe('serviceProvider');
    expect(inviteKind(type('Visitor'))).toBe('visitor');
  });

  it("a new invite starts with the estate's first one-off visitor type", () => {
    const delivery = { ...type('Delivery', true), pkivisitorInviteTypeID: 2 };
    const visitor = { ...type('Visitor'), pkivisitorInviteTypeID: 3 };
    expect(defaultVisitorType([delivery, visitor])?.pkivisitorInviteTypeID).toBe(3);
    expect(defaultVisitorType([delivery])?.pkivisitorInviteTypeID).toBe(2);
    expect(defaultVisitorType([{ ...visitor, active: false }])).toBeNull();
  });

  it('contractors see only the estate zones flagged for them', () => {
    const zone = (id: number, kind: AccessZone['kind'], allowContDelivery: boolean, active = true): AccessZone => ({
      id,
      accessZoneName: `Z${id}`,
      kind,
      allowContDelivery,
      active,
    });
    const zones = [zone(1, 'estate', true), zone(2, 'estate', false), zone(3, 'regularVisitor', true), zone(4, 'estate', true, false)];
    expect(inviteZones(zones, false).map((z) => z.id)).toEqual([1, 2]);
    expect(inviteZones(zones, true).map((z) => z.id)).toEqual([1]);
  });
});

describe('lists', () => {
  const visitor = (id: string, phoneNumber: string, status: RegularVisitor['status'], createdAt: number, firstName = id): RegularVisitor => ({
    id,
    estateId: 91,
    unitNo: '12',
    resident_userId: 'u',
    visitor_userId: '',
    firstName,
    lastName: '',
    phoneNumber,
    email: '',
    photoURL: '',
    accessZoneIDList: '',
    status,
    vehicleRegistrationNo: '',
    subtextMessage1: '',
    subtextMessage2: '',
    subtextMessage3: '',
    createdAt,
  });

  it('de-duplicates by phone (also +27 against 0), keeping the newest', () => {
    const rows = [visitor('a', '0821234567', 'APPROVED', 1), visitor('b', '+27821234567', 'APPROVED', 2), visitor('c', '0831234567', 'APPROVED', 3)];
    expect(dedupeByPhone(rows).map((r) => r.id)).toEqual(['b', 'c']);
  });

  it('registered shows APPROVED, pending shows PENDING', () => {
    const rows = [
      visitor('a', '0821234567', 'APPROVED', 1, 'Zed'),
      visitor('b', '0831234567', 'PENDING', 2),
      visitor('c', '0841234567', 'APPROVED', 3, 'Amy'),
      visitor('d', '0851234567', 'INVITED', 4),
    ];
    expect(visitorsOfTab(rows, 'registered').map((r) => r.id)).toEqual(['c', 'a']);
    expect(visitorsOfTab(rows, 'pending').map((r) => r.id)).toEqual(['b']);
  });

  it('upcoming: active invites not yet ended, soonest first', () => {
    const invites = [
      { id: 'late', status: 'ACTIVE', invitedDateStart: '2026-03-12 09:00', invitedDateEnd: '2026-03-12 10:00' },
      { id: 'soon', status: 'ACTIVE', invitedDateStart: '2026-03-10 14:00', invitedDateEnd: '2026-03-10 15:00' },
      { id: 'over', status: 'ACTIVE', invitedDateStart: '2026-03-10 10:00', invitedDateEnd: '2026-03-10 11:00' },
      { id: 'gone', status: 'REVOKED', invitedDateStart: '2026-03-12 09:00', invitedDateEnd: '2026-03-12 10:00' },
    ];
    expect(upcomingInvites(invites, AFTERNOON).map((i) => i.id)).toEqual(['soon', 'late']);
  });
});

describe('returning visitors', () => {
  const invite = (visitorName: string, visitorPhoneNumber: string, createdAt: number, kind: 'visitor' | 'delivery' = 'visitor') => ({
    kind,
    visitorName,
    visitorPhoneNumber,
    visitorEmail: '',
    createdAt,
  });

  it('the visitors invited before, newest first, one per phone (+27 and 0 the same), no contractors, at most the limit', () => {
    const found = returningVisitors(
      [
        invite('Thabo', '0835550303', 1),
        invite('Lerato', '0835550404', 2),
        invite('Thabo N', '+27835550303', 3),
        invite('Courier', '0835550505', 4, 'delivery'),
      ],
      5,
    );
    expect(found.map((v) => v.name)).toEqual(['Thabo N', 'Lerato']);
    expect(returningVisitors([invite('A', '0835550101', 1), invite('B', '0835550202', 2)], 1).map((v) => v.name)).toEqual(['B']);
  });
});

describe('share messages', () => {
  const link = visitLink('https://app.example', 'tok_123');

  it('a visitor gets the link, a delivery the PIN', () => {
    expect(link).toBe('https://app.example/visit/tok_123');
    expect(shareMessage({ visitorName: 'John', estateName: 'Willow Creek Estate', delivery: false, pin: '', link }).text).toBe(
      'Hi John, here is your access code for Willow Creek Estate: https://app.example/visit/tok_123',
    );
    const pin = shareMessage({ visitorName: 'Courier', estateName: 'Willow Creek Estate', delivery: true, pin: '0123456789', link });
    expect(pin.text).toBe('Hi Courier, your delivery PIN for Willow Creek Estate is 0123456789. Give it to the guard at the gate.');
    expect(pin.subject).toBe('Your visitor pass for Willow Creek Estate');
  });

  it('mailto, WhatsApp and Telegram links carry the message, encoded', () => {
    const message = shareMessage({ visitorName: 'John', estateName: 'Willow & Co', delivery: false, pin: '', link });
    const mail = mailtoUrl('john@example.com', message);
    expect(mail.startsWith('mailto:john%40example.com?subject=Your%20visitor%20pass%20for%20Willow%20%26%20Co&body=Hi%20John')).toBe(true);
    expect(decodeURIComponent(new URL(mail).searchParams.get('body') ?? '')).toBe(message.text);
    expect(new URL(whatsappUrl(message)).searchParams.get('text')).toBe(message.text);
    const toVisitor = new URL(whatsappUrl(message, '082 555 0303'));
    expect(toVisitor.pathname).toBe('/27825550303');
    expect(toVisitor.searchParams.get('text')).toBe(message.text);
    const telegram = new URL(telegramUrl(message));
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe(link);
    expect(telegram.searchParams.get('text')).toBe(message.text);
  });

  it("writes the visitor's number in the international form wa.me takes", () => {
    expect(internationalPhone('0825550303')).toBe('27825550303');
    expect(internationalPhone('+27 82 555 0303')).toBe('27825550303');
    expect(internationalPhone('0044207946000')).toBe('44207946000');
    expect(internationalPhone('27825550303')).toBe('27825550303');
    expect(internationalPhone('')).toBe('');
  });
});

describe("a resident's own block and cap (invitesDisabled, maximumVisitors)", () => {
  const limit = { invitesDisabled: false, maximumVisitors: 2, invitesDay: '2026-11-29', invitesUsed: 1 };
  it('blocks while disabled (a limit of 0) and at the maximum, counting the invites waiting on the device', () => {
    expect(residentLimitProblem(null, '2026-11-29')).toBeNull();
    expect(residentLimitProblem(limit, '2026-11-29')).toBeNull();
    expect(residentLimitProblem(limit, '2026-11-29', 1)).toBe(format(INVITE_MESSAGES.dailyLimit, { n: 2 }));
    // Yesterday's count is not today's.
    expect(residentLimitProblem({ ...limit, invitesUsed: 5 }, '2026-11-30')).toBeNull();
    expect(residentLimitProblem({ ...limit, maximumVisitors: 0, invitesUsed: 50 }, '2026-11-29')).toBeNull();
    expect(residentLimitProblem({ ...limit, invitesDisabled: true }, '2026-11-29')).toBe(format(INVITE_MESSAGES.dailyLimit, { n: 0 }));
  });
});
