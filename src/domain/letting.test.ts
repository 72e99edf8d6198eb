import { describe, expect, it } from 'vitest';
import type { Letter } from '../contract/invites';
import { INVITE_MESSAGES, LETTING_MESSAGES, REGULAR_VISITOR_MESSAGES } from '../i18n/en/invites';
import {
  guestFaceProblem,
  guestLimitReached,
  guestLimitText,
  isMinorGuestRelationship,
  lettersOf,
  lettingDefaultWindow,
  lettingEndDate,
  lettingEndDateMax,
  lettingGuestProblem,
  lettingInviteProblem,
  lettingWindowProblem,
  onboardingProblem,
  sameRegistration,
  type LettingGuestForm,
  type OnboardingCheckInput,
} from './letting';

/** 15 June 2026 10:20 on the estate's clock (Africa/Johannesburg, UTC+2). */
const TODAY = new Date('2026-06-15T08:20:00Z');
// A valid SA ID number (born 1980-01-01, citizen).
const SA_ID = '8001015009087';
const LICENCE = { DocumentType: 'Drivers License', needsBack: true };
const PASSPORT = { DocumentType: 'Passport', needsBack: false };

const adult: LettingGuestForm = {
  associateTypeId: 1,
  relationship: 'Spouse',
  firstName: 'Lerato',
  lastName: 'Dlamini',
  mobile: '082 123 4567',
  email: 'lerato@example.com',
  idNumber: SA_ID,
  documentTypeId: 1,
  guardianFirstName: '',
  guardianLastName: '',
  guardianMobile: '',
  guardianEmail: '',
  termsAccepted: false,
  street1: '1 Main Road',
  street2: 'Unit 4',
  suburb: 'Gardens',
  town: 'Cape Town',
  postalCode: '8001',
  zoneIds: [6],
  hasDocumentFront: true,
  hasDocumentBack: true,
};

const minor: LettingGuestForm = {
  ...adult,
  associateTypeId: 4,
  relationship: 'Owner - Minor Child (Under 16)',
  mobile: '',
  idNumber: '',
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

const guestCheck = (form: LettingGuestForm, zonesAvailable = 2) => lettingGuestProblem(form, { zonesAvailable, documentType: LICENCE, today: TODAY });

describe('letting guest creation: the nine checks in the spec order', () => {
  it('accepts a complete adult and a complete minor', () => {
    expect(guestCheck(adult)).toBeNull();
    expect(guestCheck(minor)).toBeNull();
  });

  it('asks for each problem in turn, first failing first', () => {
    // Everything wrong at once: each fix reveals the next check in the spec's order.
    let form: LettingGuestForm = {
      ...adult,
      zoneIds: [],
      firstName: ' ',
      lastName: '',
      mobile: '12',
      associateTypeId: 0,
      relationship: '',
      idNumber: '8001015009088',
      street1: '',
      street2: '',
      suburb: '',
      town: '',
      postalCode: '',
      hasDocumentFront: false,
      hasDocumentBack: false,
    };
    const seen: string[] = [];
    const fixes: Partial<LettingGuestForm>[] = [
      { zoneIds: [6] },
      { firstName: 'Lerato' },
      { lastName: 'Dlamini' },
      { mobile: '(082) 123-4567' },
      { associateTypeId: 1, relationship: 'Spouse' },
      { idNumber: SA_ID },
      { street1: '1 Main Road' },
      { street2: 'Unit 4' },
      { suburb: 'Gardens' },
      { town: 'Cape Town' },
      { postalCode: '8001' },
      { hasDocumentFront: true },
      { hasDocumentBack: true },
    ];
    for (const fix of fixes) {
      const found = guestCheck(form);
      expect(found).not.toBeNull();
      seen.push(`${found?.title}: ${found?.message}`);
      form = { ...form, ...fix };
    }
    expect(guestCheck(form)).toBeNull();
    expect(seen).toEqual([
      `Access Zone Required: ${LETTING_MESSAGES.zoneRequired}`,
      `Guest First name: ${LETTING_MESSAGES.guestFirstName}`,
      `Guest Last name: ${LETTING_MESSAGES.guestLastName}`,
      `Guest Mobile Number: ${LETTING_MESSAGES.guestMobile}`,
      `Relationship: ${LETTING_MESSAGES.relationship}`,
      `Guest ID Number: ${LETTING_MESSAGES.guestId}`,
      `Street 1: ${LETTING_MESSAGES.address}`,
      `Street 2: ${LETTING_MESSAGES.address}`,
      `Suburb: ${LETTING_MESSAGES.address}`,
      `Town/City: ${LETTING_MESSAGES.address}`,
      `Postal Code: ${LETTING_MESSAGES.address}`,
      "Drivers License: Please upload a picture of the front of your Guest's Drivers License",
      "Drivers License: Please upload a picture of the back of your Guest's Drivers License",
    ]);
  });

  it('needs no zone when the estate has none, and a passport number for a passport', () => {
    expect(guestCheck({ ...adult, zoneIds: [] }, 0)).toBeNull();
    const passport = { ...adult, documentTypeId: 4, idNumber: 'A1234567', hasDocumentBack: false };
    expect(lettingGuestProblem(passport, { zonesAvailable: 1, documentType: PASSPORT, today: TODAY })).toBeNull();
  });

  it('a minor: no mobile, ID, address or document; the guardian and then the terms', () => {
    expect(isMinorGuestRelationship('Tenant - Minor Child (Under 16)')).toBe(true);
    expect(isMinorGuestRelationship('Spouse')).toBe(false);
    expect(guestCheck({ ...minor, guardianEmail: '' })?.message).toBe(LETTING_MESSAGES.guardian);
    expect(guestCheck({ ...minor, guardianMobile: '123' })?.message).toBe(LETTING_MESSAGES.guardian);
    expect(guestCheck({ ...minor, termsAccepted: false })).toEqual({ title: 'Terms & Conditions', message: LETTING_MESSAGES.terms });
    // The guardian comes after the names (checks 2 and 3) but a minor needs no mobile (check 4).
    expect(guestCheck({ ...minor, lastName: '', guardianEmail: '' })?.message).toBe(LETTING_MESSAGES.guestLastName);
  });

  it('before face capture: names, then a valid mobile for adults only', () => {
    expect(guestFaceProblem({ firstName: '', lastName: 'D', mobile: '', relationship: '' })?.message).toBe(LETTING_MESSAGES.guestFirstName);
    expect(guestFaceProblem({ firstName: 'L', lastName: '', mobile: '', relationship: '' })?.message).toBe(LETTING_MESSAGES.guestLastName);
    expect(guestFaceProblem({ firstName: 'L', lastName: 'D', mobile: '0821', relationship: 'Spouse' })?.message).toBe(LETTING_MESSAGES.guestMobile);
    expect(guestFaceProblem({ firstName: 'L', lastName: 'D', mobile: '', relationship: 'Minor Child' })).toBeNull();
  });
});

const onboarding: OnboardingCheckInput = {
  firstName: 'Sipho',
  lastName: 'Nkosi',
  phoneNumber: '0821234567',
  under18: false,
  passport: false,
  idNumberOrPassportNo: SA_ID,
  nationality: '',
  documentType: LICENCE,
  hasDocumentFront: true,
  hasDocumentBack: true,
  hasFace: true,
  vehicleRegistrationNo: '',
  licencePlateNumber: '',
  hasVinDisc: false,
};

const onboard = (input: Partial<OnboardingCheckInput>, context: { letting?: boolean; vinScan?: boolean } = {}) =>
  onboardingProblem({ ...onboarding, ...input }, { letting: context.letting ?? false, vinScan: context.vinScan ?? false, today: TODAY });

describe('regular visitor and letter onboarding checks in order', () => {
  it('accepts a complete form', () => {
    expect(onboard({})).toBeNull();
  });

  it('the VIN disc and the registration come first, compared case-insensitive and trimmed', () => {
    expect(onboard({ vehicleRegistrationNo: 'CA 123-456', firstName: '' }, { vinScan: true })).toBe(REGULAR_VISITOR_MESSAGES.vinDisc);
    expect(onboard({ vehicleRegistrationNo: 'KK10FCGP', licencePlateNumber: 'KK10FCGQ', hasVinDisc: true, firstName: '' }, { vinScan: true })).toBe(
      REGULAR_VISITOR_MESSAGES.vinMismatch,
    );
    expect(onboard({ vehicleRegistrationNo: ' kk10fcgp ', licencePlateNumber: 'KK10FCGP', hasVinDisc: true }, { vinScan: true })).toBeNull();
    // No vehicle, or an estate that does not scan discs: no disc needed.
    expect(onboard({}, { vinScan: true })).toBeNull();
    expect(onboard({ vehicleRegistrationNo: 'CA 123-456' })).toBeNull();
    expect(sameRegistration('ca 123 456', 'CA123456')).toBe(true);
  });

  it('names, mobile, SA ID; passport number and citizenship for a passport', () => {
    expect(onboard({ firstName: ' ', lastName: '' })).toBe(REGULAR_VISITOR_MESSAGES.firstName);
    expect(onboard({ lastName: '' })).toBe(REGULAR_VISITOR_MESSAGES.lastName);
    expect(onboard({ phoneNumber: '082' })).toBe(REGULAR_VISITOR_MESSAGES.mobile);
    expect(onboard({ idNumberOrPassportNo: '8001015009088' })).toBe(REGULAR_VISITOR_MESSAGES.saId);
    expect(onboard({ passport: true, idNumberOrPassportNo: '' })).toBe(REGULAR_VISITOR_MESSAGES.passportNo);
    expect(onboard({ passport: true, idNumberOrPassportNo: 'A1234567', documentType: PASSPORT })).toBe(REGULAR_VISITOR_MESSAGES.citizenship);
    expect(onboard({ passport: true, idNumberOrPassportNo: 'A1234567', nationality: 'Zimbabwe', documentType: PASSPORT, hasDocumentBack: false })).toBeNull();
  });

  it('the document scan, the back of a Drivers License, the face, a document at all', () => {
    expect(onboard({ hasDocumentFront: false, hasFace: false })).toBe('Please scan & capture your Drivers License');
    expect(onboard({ hasDocumentBack: false, hasFace: false })).toBe('Please upload a picture of the back of your Drivers License');
    expect(onboard({ hasFace: false })).toBe(REGULAR_VISITOR_MESSAGES.face);
    expect(onboard({ documentType: undefined, hasDocumentFront: false })).toBe(REGULAR_VISITOR_MESSAGES.captureDocument);
  });

  it('a letter under 18 skips ID, document and face, not names, phone or vehicle', () => {
    const young = { under18: true, idNumberOrPassportNo: '', documentType: undefined, hasDocumentFront: false, hasDocumentBack: false, hasFace: false };
    expect(onboard(young, { letting: true })).toBeNull();
    expect(onboard({ ...young, phoneNumber: '' }, { letting: true })).toBe(REGULAR_VISITOR_MESSAGES.mobile);
    expect(onboard({ ...young, vehicleRegistrationNo: 'CA1' }, { letting: true, vinScan: true })).toBe(REGULAR_VISITOR_MESSAGES.vinDisc);
    // The switch is the letting form's only: a regular visitor is checked in full.
    expect(onboard(young)).toBe(REGULAR_VISITOR_MESSAGES.saId);
  });
});

describe('guest count', () => {
  it('reaches the maximum at or above it, and says how many are allowed', () => {
    expect(guestLimitReached(5, 6)).toBe(false);
    expect(guestLimitReached(6, 6)).toBe(true);
    expect(guestLimitReached(0, 0)).toBe(true);
    expect(guestLimitText(6)).toBe('A total of 6 guests are allowed to be linked to your stand.');
  });
});

const letter = (inviteId: string, phoneNumber: string, status: Letter['status'], createdAt: number): Letter => ({
  inviteId,
  estateId: 91,
  unitNo: '12',
  resident_userId: 'r',
  letter_userId: '',
  displayName: inviteId,
  phoneNumber,
  email: '',
  photoURL: '',
  accessZoneIDList: '',
  invitedDateStart: '',
  invitedDateEnd: '',
  multiEntry: false,
  status,
  subtextMessage1: '',
  subtextMessage2: '',
  subtextMessage3: '',
  createdAt,
});

describe('letting lists: status filter and de-duplication by phone', () => {
  it('letters: ACTIVE or PENDING only, de-duplicated by phone', () => {
    const rows = [
      letter('a', '0821234567', 'ACTIVE', 1),
      letter('b', '082 123 4567', 'ACTIVE', 2),
      letter('c', '0830000000', 'PENDING', 3),
      letter('d', '0840000000', 'REMOVED', 4),
      letter('e', '0850000000', 'EXPIRED', 5),
    ];
    expect(lettersOf(rows, 'registered').map((r) => r.inviteId)).toEqual(['b']);
    expect(lettersOf(rows, 'pending').map((r) => r.inviteId)).toEqual(['c']);
  });
});

describe('letting dates', () => {
  it('defaults to the next hour and the hour after on the estate clock', () => {
    expect(lettingDefaultWindow(TODAY)).toEqual({ startDate: '2026-06-15', startTime: '11:00', endDate: '2026-06-15', endTime: '12:00' });
    // 23:05: the next full hour is tomorrow's first (00:00 as 00:01); 22:59: 23:00 to 24:00 (as 23:59).
    expect(lettingDefaultWindow(new Date('2026-06-15T21:05:00Z'))).toEqual({
      startDate: '2026-06-16',
      startTime: '00:01',
      endDate: '2026-06-16',
      endTime: '01:00',
    });
    expect(lettingDefaultWindow(new Date('2026-12-31T20:59:00Z'))).toEqual({
      startDate: '2026-12-31',
      startTime: '23:00',
      endDate: '2026-12-31',
      endTime: '23:59',
    });
  });

  it('ends at most lettingCustomDayMax months ahead (default 3)', () => {
    expect(lettingEndDateMax('2026-06-15', 3)).toBe('2026-09-15');
    expect(lettingEndDateMax('2026-06-15', undefined)).toBe('2026-09-15');
    expect(lettingEndDateMax('2026-06-15', 1)).toBe('2026-07-15');
    expect(lettingEndDateMax('2026-11-30', 3)).toBe('2027-02-28');
    // The validity choices' end dates stop at the limit.
    expect(lettingEndDate(0, '2026-06-20', '2026-06-15', 3)).toBe('2026-06-20');
    expect(lettingEndDate(99, '2026-06-20', '2026-06-15', 3)).toBe('2026-07-04');
    expect(lettingEndDate(99, '2026-09-10', '2026-06-15', 3)).toBe('2026-09-15');
  });

  it('refuses a window in the past, reversed, or beyond the limit', () => {
    const ok = { startDate: '2026-06-15', startTime: '11:00', endDate: '2026-06-20', endTime: '10:00' };
    expect(lettingWindowProblem(ok, { now: TODAY })).toBeNull();
    expect(lettingWindowProblem({ ...ok, startTime: '' }, { now: TODAY })).toBe(INVITE_MESSAGES.requiredFields);
    expect(lettingWindowProblem({ ...ok, startTime: '10:00' }, { now: TODAY })).toBe(INVITE_MESSAGES.window);
    expect(lettingWindowProblem({ ...ok, endDate: '2026-06-15', endTime: '11:00' }, { now: TODAY })).toBe(INVITE_MESSAGES.window);
    expect(lettingWindowProblem({ ...ok, endDate: '2026-09-16' }, { now: TODAY, lettingCustomDayMax: 3 })).toBe(INVITE_MESSAGES.window);
    expect(lettingWindowProblem({ ...ok, endDate: '2026-09-15' }, { now: TODAY, lettingCustomDayMax: 3 })).toBeNull();
  });

  it('a letting under way keeps its start; one day only without multi-day letting', () => {
    const underWay = { startDate: '2026-06-14', startTime: '09:00', endDate: '2026-06-20', endTime: '10:00' };
    expect(lettingWindowProblem(underWay, { now: TODAY })).toBe(INVITE_MESSAGES.window);
    expect(lettingWindowProblem(underWay, { now: TODAY, keptStart: '2026-06-14 09:00' })).toBeNull();
    expect(lettingWindowProblem({ ...underWay, endDate: '2026-06-15', endTime: '10:00' }, { now: TODAY, keptStart: '2026-06-14 09:00' })).toBe(
      INVITE_MESSAGES.window,
    );
    const ok = { startDate: '2026-06-15', startTime: '11:00', endDate: '2026-06-16', endTime: '10:00' };
    expect(lettingWindowProblem(ok, { now: TODAY, multiDay: false })).toBe(INVITE_MESSAGES.window);
    expect(lettingWindowProblem({ ...ok, endDate: '2026-06-15', endTime: '15:00' }, { now: TODAY, multiDay: false })).toBeNull();
  });

  it('the invite form: required fields, phone, zone, then the window', () => {
    const form = {
      name: 'Ayanda',
      phone: '082 123 4567',
      email: 'a@example.com',
      zoneIds: [6],
      startDate: '2026-06-15',
      startTime: '11:00',
      endDate: '2026-06-16',
      endTime: '10:00',
    };
    const context = { zonesAvailable: 2, now: TODAY };
    expect(lettingInviteProblem(form, context)).toBeNull();
    expect(lettingInviteProblem({ ...form, name: '' }, context)).toBe(INVITE_MESSAGES.requiredFields);
    expect(lettingInviteProblem({ ...form, phone: '0821' }, context)).toBe(INVITE_MESSAGES.phoneInvalid);
    expect(lettingInviteProblem({ ...form, zoneIds: [] }, context)).toBe(LETTING_MESSAGES.zoneRequired);
    expect(lettingInviteProblem({ ...form, endDate: '2026-06-14' }, context)).toBe(INVITE_MESSAGES.window);
  });
});
