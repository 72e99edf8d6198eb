import { describe, expect, it } from 'vitest';
import {
  blocksToWeekdayTimes as blocksToWeekdayTimesUnderTest,
  noAccess as noAccessTimes,
  validityProblem as validityProblemUnderTest,
  weekdayTimesToBlocks as weekdayTimesToBlocksUnderTest,
} from './associates';
import type { Unit } from '../contract/people';
import type { UserRole } from '../contract/records';
import { ASSOCIATE_MESSAGES } from '../i18n/en/people';
import {
  addDayBlock,
  allDayAccess,
  associateFormProblem,
  availableVisitorInvites,
  blocksToWeekdayTimes,
  delegateCandidates,
  delegateProblem,
  faceCaptureProblem,
  firstDayBlocks,
  guardianFromResident,
  hidesContactAndId,
  hourSlots,
  isAllDayAccess,
  isValidIdNumber,
  isValidMobile,
  limitReached,
  limitText,
  needsAccessTerm,
  needsAddress,
  nextWeekday,
  noAccess,
  problemOf,
  removeDayBlock,
  showsAccessTimes,
  slotLabel,
  tapSlot,
  timesToRange,
  unitTileOpens,
  unitTiles,
  validityDates,
  validityProblem,
  weekdayFree,
  type AssociateFormInput,
  type DayBlock,
} from './associates';

const TODAY = new Date(2026, 5, 15);
const SA_ID = '8001015009087';
const LICENCE = { DocumentType: 'Drivers License', needsBack: true };
const BOOK = { DocumentType: 'Green Bar-coded ID Book', needsBack: false };

/** A staff associate (gardener, not live-in) with everything filled in. */
const STAFF: AssociateFormInput = {
  associateType: 'Staff',
  associateTypeId: 9,
  relationship: 'Gardener',
  documentTypeId: 1,
  idNumber: SA_ID,
  mobile: '082 123 4567',
  email: 'sipho@example.com',
  firstName: 'Sipho',
  lastName: 'Dlamini',
  guardianFirstName: '',
  guardianLastName: '',
  guardianMobile: '',
  guardianEmail: '',
  termsAccepted: false,
  street1: '1 Main Road',
  street2: 'Flat 2',
  suburb: 'Rosebank',
  town: 'Johannesburg',
  postalCode: '2196',
  zoneIds: [1],
  faceDone: true,
  faceDeferred: false,
  hasDocumentFront: true,
  hasDocumentBack: true,
};

/** A minor under 16 of the family: no mobile, ID or document; guardian and terms instead. */
const MINOR: AssociateFormInput = {
  ...STAFF,
  associateType: 'Family Member',
  associateTypeId: 4,
  relationship: 'Owner - Minor Child (Under 16)',
  documentTypeId: 0,
  idNumber: '',
  mobile: '',
  email: '',
  street1: '',
  street2: '',
  suburb: '',
  town: '',
  postalCode: '',
  hasDocumentFront: false,
  hasDocumentBack: false,
  guardianFirstName: 'Thandi',
  guardianLastName: 'Mokoena',
  guardianMobile: '0821234567',
  guardianEmail: 'thandi@example.com',
  termsAccepted: true,
};

const check = (form: AssociateFormInput, documentType: typeof LICENCE | undefined = LICENCE, zonesAvailable = 2) =>
  associateFormProblem(form, { zonesAvailable, documentType, today: TODAY });

describe('associate creation checks (spec 2 section 5)', () => {
  it('accepts a complete staff associate and a complete minor', () => {
    expect(check(STAFF)).toBeNull();
    expect(check(MINOR, undefined)).toBeNull();
  });

  it('reports the first problem in the spec order, each with its title and message', () => {
    const empty: AssociateFormInput = {
      ...STAFF,
      zoneIds: [],
      firstName: '',
      lastName: '',
      mobile: '',
      associateTypeId: 0,
      relationship: '',
      idNumber: '',
      faceDone: false,
      hasDocumentFront: false,
      hasDocumentBack: false,
      street1: '',
      street2: '',
      suburb: '',
      town: '',
      postalCode: '',
    };
    const seen: string[] = [];
    let form = empty;
    const fixes: Partial<AssociateFormInput>[] = [
      { zoneIds: [2] },
      { firstName: 'Sipho' },
      { lastName: 'Dlamini' },
      { mobile: '0821234567' },
      { associateTypeId: 9, relationship: 'Gardener' },
      { idNumber: SA_ID },
      { faceDone: true },
      { hasDocumentFront: true },
      { hasDocumentBack: true },
      { street1: 'a' },
      { street2: 'b' },
      { town: 'c' },
      { suburb: 'd' },
      { postalCode: '2196' },
    ];
    for (const fix of fixes) {
      const problem = check(form);
      expect(problem).not.toBeNull();
      seen.push(`${problem?.title}|${problem?.message}`);
      form = { ...form, ...fix };
    }
    expect(check(form)).toBeNull();
    expect(seen).toEqual([
      'Access Zone Required|Please select at least one Access Zone before proceeding',
      "Associate First name|Please enter in your Associate's first name",
      "Associate Last name|Please enter in your Associate's last name",
      'Associate Mobile Number|Please enter in a valid mobile number for your associate',
      'Relationship|Please select a Relationship',
      'Associate ID Number|Please enter in a valid SA ID number for your Associate',
      'Facial Recognition Onboarding|Please complete Facial Recognition Onboarding',
      "Drivers License|Please upload a picture of the front of your Associate's Drivers License",
      "Drivers License|Please upload a picture of the back of your Associate's Drivers License",
      'Street 1|Please enter in details.',
      'Street 2|Please enter in details.',
      'Town|Please enter in details.',
      'Suburb|Please enter in details.',
      'Postal Code|Please enter in details.',
    ]);
  });

  it('needs an access zone only when the estate has zones', () => {
    expect(check({ ...STAFF, zoneIds: [] }, LICENCE, 0)).toBeNull();
    expect(check({ ...STAFF, zoneIds: [] }, LICENCE, 1)?.title).toBe('Access Zone Required');
  });

  it('treats whitespace as empty', () => {
    expect(check({ ...STAFF, firstName: '   ' })?.title).toBe('Associate First name');
    expect(check({ ...STAFF, street2: ' ' })?.title).toBe('Street 2');
  });

  it('checks the mobile number: at least 10 digits, an optional +, spaces and dashes ignored', () => {
    expect(check({ ...STAFF, mobile: '082123456' })?.title).toBe('Associate Mobile Number');
    expect(check({ ...STAFF, mobile: '082-123-4567' })).toBeNull();
    expect(check({ ...STAFF, mobile: '+27821234567' })).toBeNull();
    expect(check({ ...STAFF, mobile: '08212345ab' })?.title).toBe('Associate Mobile Number');
  });

  it('checks an SA ID number, and 6-20 letters and digits for a passport', () => {
    expect(check({ ...STAFF, idNumber: '8001015009086' })?.title).toBe('Associate ID Number');
    expect(check({ ...STAFF, documentTypeId: 4, idNumber: 'A1234567' }, BOOK)).toBeNull();
    expect(check({ ...STAFF, documentTypeId: 5, idNumber: 'A12' }, BOOK)?.title).toBe('Associate ID Number');
    expect(check({ ...STAFF, documentTypeId: 1, idNumber: 'A1234567' })?.title).toBe('Associate ID Number');
    expect(isValidIdNumber(` ${SA_ID} `, 2, TODAY)).toBe(true);
  });

  it('accepts a deferred face instead of a captured one', () => {
    expect(check({ ...STAFF, faceDone: false, faceDeferred: true })).toBeNull();
    expect(check({ ...MINOR, faceDone: false }, undefined)?.title).toBe('Facial Recognition Onboarding');
  });

  it('needs the back of the document only for a type that has one', () => {
    expect(check({ ...STAFF, documentTypeId: 3, hasDocumentBack: false }, BOOK)).toBeNull();
    expect(check({ ...STAFF, hasDocumentBack: false })?.message).toBe("Please upload a picture of the back of your Associate's Drivers License");
  });

  it('needs no address for family, tenants and live-in staff', () => {
    const noAddress = { street1: '', street2: '', suburb: '', town: '', postalCode: '' };
    expect(check({ ...STAFF, ...noAddress })?.title).toBe('Street 1');
    expect(check({ ...STAFF, ...noAddress, relationship: 'Domestic Worker (live in)' })).toBeNull();
    expect(check({ ...STAFF, ...noAddress, associateType: 'Family Member', relationship: 'Spouse' })).toBeNull();
    expect(check({ ...STAFF, ...noAddress, associateType: 'Primary Tenant', relationship: 'Primary Tenant' })).toBeNull();
    expect(needsAddress('Staff', 'Nanny')).toBe(true);
    expect(needsAddress('Staff', 'Domestic Worker (Live In)')).toBe(false);
  });

  it('minors skip mobile, ID and documents but need all four guardian fields, then the terms', () => {
    expect(check({ ...MINOR, mobile: 'nonsense', idNumber: 'x' }, LICENCE)).toBeNull();
    for (const field of ['guardianFirstName', 'guardianLastName', 'guardianMobile', 'guardianEmail'] as const) {
      expect(check({ ...MINOR, [field]: '' })).toEqual({ title: 'Child Parent / Guardian', message: 'Please ensure all information is captured correctly' });
    }
    expect(check({ ...MINOR, guardianMobile: '12345' })?.title).toBe('Child Parent / Guardian');
    expect(check({ ...MINOR, termsAccepted: false })).toEqual({ title: 'Terms & Conditions', message: 'Please accept Terms & Conditions in order to proceed' });
    // The guardian comes before the terms.
    expect(check({ ...MINOR, guardianEmail: '', termsAccepted: false })?.title).toBe('Child Parent / Guardian');
    // Adults need no guardian or terms.
    expect(check({ ...STAFF, termsAccepted: false, guardianFirstName: '' })).toBeNull();
  });

  it('before face capture: names, and a valid mobile unless a minor', () => {
    expect(faceCaptureProblem({ firstName: '', lastName: 'D', mobile: '0821234567', relationship: 'Gardener' })?.title).toBe('Associate First name');
    expect(faceCaptureProblem({ firstName: 'S', lastName: '', mobile: '0821234567', relationship: 'Gardener' })?.title).toBe('Associate Last name');
    expect(faceCaptureProblem({ firstName: 'S', lastName: 'D', mobile: '', relationship: 'Gardener' })?.title).toBe('Associate Mobile Number');
    expect(faceCaptureProblem({ firstName: 'S', lastName: 'D', mobile: '', relationship: 'Tenant - Minor Child (Under 16)' })).toBeNull();
  });

  it("the parent-is-owner switch copies the resident's details and clears them when off", () => {
    const resident = { firstName: 'Thandi', lastName: 'Mokoena', mobile: '082 123 4567', email: 't@example.com' };
    expect(guardianFromResident(true, resident)).toEqual({
      guardianFirstName: 'Thandi',
      guardianLastName: 'Mokoena',
      guardianMobile: '0821234567',
      guardianEmail: 't@example.com',
    });
    expect(guardianFromResident(false, resident)).toEqual({ guardianFirstName: '', guardianLastName: '', guardianMobile: '', guardianEmail: '' });
  });

  it('splits titled messages and leaves untitled ones whole', () => {
    expect(problemOf('A: b: c')).toEqual({ title: 'A', message: 'b: c' });
    expect(problemOf('Please try again later.')).toEqual({ title: '', message: 'Please try again later.' });
    expect(isValidMobile('')).toBe(false);
  });
});

describe('flows by type and relationship (spec 2 sections 4 and 6)', () => {
  it('staff go on to the access terms; family, tenants and minors are added directly', () => {
    expect(needsAccessTerm('Staff', 'Gardener')).toBe(true);
    expect(needsAccessTerm('Family Member', 'Spouse')).toBe(false);
    expect(needsAccessTerm('Primary Tenant', 'Primary Tenant')).toBe(false);
    expect(needsAccessTerm('Staff', 'Staff Child (under 16)')).toBe(false);
  });

  it('details hide contact and ID for minors, access times for family and tenants', () => {
    const base = { isMinor: false, associateRelationship: 'Spouse', associateType: 'Family Member' };
    expect(hidesContactAndId(base)).toBe(false);
    expect(hidesContactAndId({ ...base, associateRelationship: 'Owner - Minor Child (Under 16)' })).toBe(true);
    expect(hidesContactAndId({ ...base, isMinor: true })).toBe(true);
    expect(showsAccessTimes(base)).toBe(false);
    expect(showsAccessTimes({ associateType: 'Primary Tenant' })).toBe(false);
    expect(showsAccessTimes({ associateType: 'Staff' })).toBe(true);
  });
});

describe('time-slot taps (spec 2 section 4)', () => {
  const slots = hourSlots();

  it('has 24 hourly slots valued 100 to 2400, each labelled by the hour it covers', () => {
    expect(slots.map((s) => s.value)).toEqual(Array.from({ length: 24 }, (_, i) => (i + 1) * 100));
    expect(slotLabel(800)).toBe('07:00 - 08:00');
    expect(slotLabel(2400)).toBe('23:00 - 24:00');
  });

  it('first tap sets one slot, second fills the range, third starts over', () => {
    const one = tapSlot([], 800, slots);
    expect(one).toEqual({ times: [800], rejected: false });
    const range = tapSlot(one.times, 1100, slots);
    expect(range).toEqual({ times: [800, 900, 1000, 1100], rejected: false });
    expect(tapSlot(range.times, 1500, slots)).toEqual({ times: [1500], rejected: false });
  });

  it('swaps reversed picks and clears on the same slot again', () => {
    expect(tapSlot([1200], 1000, slots).times).toEqual([1000, 1100, 1200]);
    expect(tapSlot([1200], 1200, slots)).toEqual({ times: [], rejected: false });
  });

  it('rejects a disabled slot and a range crossing one', () => {
    const withGap = hourSlots(new Set([1000]));
    expect(tapSlot([], 1000, withGap)).toEqual({ times: [], rejected: true });
    expect(tapSlot([800], 1200, withGap)).toEqual({ times: [800], rejected: true });
    expect(tapSlot([800], 900, withGap)).toEqual({ times: [800, 900], rejected: false });
    expect(tapSlot([800], 5000, withGap).rejected).toBe(true);
  });

  it('turns picked hours into a start and end, 00:00 as 00:01 and 24:00 as 23:59', () => {
    expect(timesToRange([])).toBeNull();
    expect(timesToRange([800])).toEqual({ start: '07:00', end: '08:00' });
    expect(timesToRange([900, 800, 1000])).toEqual({ start: '07:00', end: '10:00' });
    expect(timesToRange([100, 200])).toEqual({ start: '00:01', end: '02:00' });
    expect(timesToRange([2300, 2400])).toEqual({ start: '22:00', end: '23:59' });
  });
});

describe('day blocks (spec 2 sections 4 and 9)', () => {
  it('starts with Monday; each new day is the next weekday after the last; at most 7', () => {
    let blocks = firstDayBlocks();
    expect(blocks).toEqual([{ id: 1, day: 'Monday', times: [] }]);
    for (let i = 0; i < 10; i += 1) blocks = addDayBlock(blocks);
    expect(blocks.map((b) => b.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(blocks.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(nextWeekday('Sunday')).toBe('Monday');
  });

  it('wraps past Sunday and skips weekdays already chosen', () => {
    const blocks: DayBlock[] = [
      { id: 1, day: 'Thursday', times: [] },
      { id: 2, day: 'Sunday', times: [] },
    ];
    expect(addDayBlock(blocks).at(-1)).toEqual({ id: 3, day: 'Monday', times: [] });
    const taken: DayBlock[] = [
      { id: 1, day: 'Tuesday', times: [] },
      { id: 2, day: 'Monday', times: [] },
    ];
    expect(addDayBlock(taken).at(-1)?.day).toBe('Wednesday');
    expect(weekdayFree(taken, 1, 'Monday')).toBe(false);
    expect(weekdayFree(taken, 2, 'Monday')).toBe(true);
  });

  it('removes only days after the first', () => {
    const blocks = addDayBlock(addDayBlock(firstDayBlocks()));
    expect(removeDayBlock(blocks, 1)).toEqual(blocks);
    expect(removeDayBlock(blocks, 2).map((b) => b.day)).toEqual(['Monday', 'Wednesday']);
    expect(removeDayBlock(blocks, 99)).toEqual(blocks);
  });

  it('converts 24-hour access and day blocks to the 14 weekday fields', () => {
    const all = allDayAccess();
    expect(Object.keys(all)).toHaveLength(14);
    expect(all.MondayStartTime).toBe('00:01');
    expect(all.SundayEndTime).toBe('23:59');
    expect(isAllDayAccess(all)).toBe(true);
    expect(isAllDayAccess(noAccess())).toBe(false);

    const blocks: DayBlock[] = [
      { id: 1, day: 'Monday', times: [800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700] },
      { id: 2, day: 'Thursday', times: [2400] },
    ];
    expect(blocksToWeekdayTimes(blocks)).toEqual({
      ...noAccess(),
      MondayStartTime: '07:00',
      MondayEndTime: '17:00',
      ThursdayStartTime: '23:00',
      ThursdayEndTime: '23:59',
    });
  });

  it('refuses blocks without hours, a weekday twice, none or more than 7', () => {
    expect(blocksToWeekdayTimes([{ id: 1, day: 'Monday', times: [] }])).toBeNull();
    expect(
      blocksToWeekdayTimes([
        { id: 1, day: 'Monday', times: [800] },
        { id: 2, day: 'Monday', times: [900] },
      ]),
    ).toBeNull();
    expect(blocksToWeekdayTimes([])).toBeNull();
    const eight = Array.from({ length: 8 }, (_, i): DayBlock => ({ id: i + 1, day: 'Monday', times: [800] }));
    expect(blocksToWeekdayTimes(eight)).toBeNull();
  });
});

describe('limit and validity (spec 2 section 9)', () => {
  it('is reached when the count is greater than or equal to the maximum', () => {
    expect(limitReached(4, 5)).toBe(false);
    expect(limitReached(5, 5)).toBe(true);
    expect(limitReached(6, 5)).toBe(true);
    expect(limitReached(0, 0)).toBe(true);
    expect(limitText(3, 5)).toBe('You have 3/5 associates');
  });

  it('runs from today to one year later', () => {
    expect(validityDates(TODAY)).toEqual({ validFrom: '2026-06-15', validTo: '2027-06-15' });
    expect(validityDates(new Date(2028, 1, 29))).toEqual({ validFrom: '2028-02-29', validTo: '2029-02-28' });
    expect(validityDates(new Date(2026, 11, 31))).toEqual({ validFrom: '2026-12-31', validTo: '2027-12-31' });
  });
});

describe('delegate (spec 2 sections 4 and 5)', () => {
  const adult = { isMinor: false, associateRelationship: 'Spouse', delegateAssociate: 0 };
  const child = { isMinor: true, associateRelationship: 'Owner - Minor Child (Under 16)', delegateAssociate: 0 };

  it('allows one adult while none is loaded', () => {
    expect(delegateProblem([adult, child], adult)).toBeNull();
  });

  it('refuses a second delegate first, then minors', () => {
    const loaded = { ...adult, delegateAssociate: 1 };
    expect(delegateProblem([loaded, child], child)).toEqual({
      title: 'Delegate already loaded',
      message: 'Please send a request below to update your Associate Delegate',
    });
    expect(delegateProblem([adult, child], child)).toEqual({
      title: 'Delegates are not allowed to be minors',
      message: 'Please note that delegate must be over the age of 18.',
    });
    expect(delegateProblem([], { isMinor: false, associateRelationship: 'Staff Child (Under 16)' })?.title).toBe('Delegates are not allowed to be minors');
  });

  it('offers adults only as candidates', () => {
    expect(delegateCandidates([adult, child])).toEqual([adult]);
  });
});

describe('unit picker (spec 2 section 2)', () => {
  const unit = (unitNo: string, over: Partial<Unit> = {}): Unit => ({
    id: `91:${unitNo}`,
    estateId: 91,
    unitNo,
    standNo: `S${unitNo}`,
    isLettingUnit: false,
    noOfAssociatesPerUnit: 5,
    associatesCount: 1,
    allowedVisitors: 10,
    visitorInvitesDay: '',
    visitorInvitesUsed: 0,
    maxGuests: 0,
    guestsCount: 0,
    block: '',
    unitType: '',
    archived: false,
    ...over,
  });
  const role = (estateId: number, roleName: string, unitNo: string): UserRole => ({
    id: `${estateId}-${roleName}-${unitNo}`,
    userId: 'u1',
    estateId,
    roleName,
    unitNo,
    accessControl: true,
  });

  it("lists the user's units at the current estate held with a unit-people role, joined to the unit rows", () => {
    const roles = [
      role(91, 'owner', '12'),
      role(91, 'resident', '3'),
      role(91, 'guard', '7'),
      role(91, 'resident', ''),
      role(92, 'owner', '12'),
      role(91, 'associateDelegate', '20'),
      role(91, 'resident', '99'),
    ];
    const units = [unit('12'), unit('3'), unit('7'), unit('20'), { ...unit('12'), id: '92:12', estateId: 92 }];
    const tiles = unitTiles(roles, units, 91, '2026-06-15');
    // Unit 7 is held as a guard only; unit 99 has no unit row yet; estate 92 is another estate.
    expect(tiles.map((t) => t.unitNo)).toEqual(['3', '12', '20']);
    expect(tiles[0]).toMatchObject({ standNo: 'S3', noOfAssociatesPerUnit: 5, associatesCount: 1, availableVisitorInvites: 10 });
  });

  it('lists a unit once when the user holds it with two roles', () => {
    expect(unitTiles([role(91, 'owner', '12'), role(91, 'resident', '12')], [unit('12')], 91, '2026-06-15')).toHaveLength(1);
  });

  it("counts today's used invites only; a tile with none left does nothing", () => {
    expect(availableVisitorInvites(unit('1', { visitorInvitesDay: '2026-06-15', visitorInvitesUsed: 4 }), '2026-06-15')).toBe(6);
    expect(availableVisitorInvites(unit('1', { visitorInvitesDay: '2026-06-14', visitorInvitesUsed: 4 }), '2026-06-15')).toBe(10);
    expect(availableVisitorInvites(unit('1', { visitorInvitesDay: '2026-06-15', visitorInvitesUsed: 12 }), '2026-06-15')).toBe(0);
    expect(unitTileOpens({ availableVisitorInvites: 0 })).toBe(false);
    expect(unitTileOpens({ availableVisitorInvites: 1 })).toBe(true);
  });
});

describe('access dates chosen on the access-term screen', () => {
  const today = new Date(2026, 10, 23);
  it('allows today to one year ahead, the end not before the start', () => {
    expect(validityProblem('2026-11-23', '2027-11-23', today)).toBeNull();
    expect(validityProblem('2026-12-01', '2027-12-01', today)).toBeNull();
    expect(validityProblem('2026-12-01', '2026-12-01', today)).toBeNull();
  });
  it('refuses a start before today, an end before the start, or more than a year', () => {
    expect(validityProblem('2026-11-22', '2027-01-01', today)?.message).toBe(ASSOCIATE_MESSAGES.validity);
    expect(validityProblem('2026-12-01', '2026-11-30', today)).not.toBeNull();
    expect(validityProblem('2026-12-01', '2027-12-02', today)).not.toBeNull();
    expect(validityProblem('', '', today)).not.toBeNull();
  });
});

describe('UPDATE ASSOCIATE: an existing term on the access-term screen', () => {
  it('turns the 14 weekday times back into day blocks that give the same times', () => {
    const times = { ...noAccessTimes(), MondayStartTime: '07:00', MondayEndTime: '16:00', FridayStartTime: '00:01', FridayEndTime: '23:59' };
    const blocks = weekdayTimesToBlocksUnderTest(times);
    expect(blocks.map((b) => b.day)).toEqual(['Monday', 'Friday']);
    expect(blocks[0]?.times).toEqual([800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600]);
    expect(blocksToWeekdayTimesUnderTest(blocks)).toEqual(times);
  });

  it('keeps a past start the associate has, but not a new past start or an end before today', () => {
    const today = new Date(2026, 10, 29);
    expect(validityProblemUnderTest('2026-01-10', '2026-12-31', today, '2026-01-10')).toBeNull();
    expect(validityProblemUnderTest('2026-01-11', '2026-12-31', today, '2026-01-10')).not.toBeNull();
    expect(validityProblemUnderTest('2026-01-10', '2026-11-01', today, '2026-01-10')).not.toBeNull();
    expect(validityProblemUnderTest('2026-01-10', '2027-02-01', today, '2026-01-10')).not.toBeNull();
  });
});
