import type { Letter } from '../contract/invites';
import type { GuestImageField } from '../contract/letting';
import { INVITE_MESSAGES, LETTING_MESSAGES, REGULAR_VISITOR_MESSAGES } from '../i18n/en/invites';
import { lettingEntries } from '../i18n/en/letting';
import { format } from '../i18n/format';
import { isValidMobile, personFaceProblem, personFormProblem, type FormProblem, type PersonFields, type PersonFlow } from './person-form';
import { addMonths, dedupeByPhone, defaultVisit, endDateFor, estateClock, estateDateTime, inviteDateTime, slotEndTime, slotStartTime } from './invites';
import { isValidSaId } from './sa-id';

/**
 * Regular visitors and short-term letting (spec 2 sections 4, 5 and 9): the letting guest
 * creation checks in the spec's order, the regular visitor and letter onboarding checks in
 * order, the guest count, the letting lists' status filter (de-duplicated by phone with the
 * visitor lists' rule, ./invites), the letting default times and the end-date limit. Pure: no
 * DOM, no Dexie; the server runs the same checks. Phones are cleaned with ./invites cleanPhone
 * (digits and plus: the spec's 'brackets stripped').
 */

// ---------------------------------------------------------------- lists

export type VisitorTab = 'registered' | 'pending';

/** Letters of a tab (spec: letting lists are ACTIVE or PENDING only): registered ACTIVE, pending PENDING, de-duplicated by phone, newest first. */
export function lettersOf(rows: readonly Letter[], tab: VisitorTab): Letter[] {
  const status = tab === 'registered' ? 'ACTIVE' : 'PENDING';
  return dedupeByPhone(rows.filter((row) => row.status === status)).sort((a, b) => b.createdAt - a.createdAt);
}

/** The tabs of /manageLettingUsers: the spec's registered and pending, and its upcoming mode. */
export type LettingTab = VisitorTab | 'upcoming';

/**
 * The upcoming mode (spec 2 'an upcoming mode also exists'): open letters (PENDING or ACTIVE)
 * whose letting has not started at `nowDateTime` ('YYYY-MM-DD HH:mm', estate time),
 * de-duplicated by phone, soonest first.
 */
export function upcomingLetters(rows: readonly Letter[], nowDateTime: string): Letter[] {
  const open = rows.filter((row) => (row.status === 'PENDING' || row.status === 'ACTIVE') && row.invitedDateStart > nowDateTime);
  return dedupeByPhone(open.sort((a, b) => a.invitedDateStart.localeCompare(b.invitedDateStart)));
}

/** Guests whose stay starts after `today` ('YYYY-MM-DD', estate date), soonest first. */
export function upcomingGuests<G extends { validFrom: string; status: string }>(rows: readonly G[], today: string): G[] {
  return rows.filter((row) => row.status === 'ACTIVE' && row.validFrom > today).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
}

/** A letting guest's picture taken on this device, kept until it is uploaded and the guest holds it. */
export type GuestUploadRow = { id: string; guestId: string; field: GuestImageField; blob: Blob; createdAt: number; error?: string };

// ---------------------------------------------------------------- guest count

/** At or above the maximum no more guests may be added (spec 2 section 4 'Guest count'). */
export function guestLimitReached(count: number, max: number): boolean {
  return count >= max;
}

/** 'A total of N guests are allowed to be linked to your stand.' */
export function guestLimitText(max: number): string {
  return format(LETTING_MESSAGES.guestLimit, { max });
}

// ---------------------------------------------------------------- dates

/** A letting window as the forms hold it: dates 'YYYY-MM-DD', times 'HH:mm', on the estate's clock. */
export type LettingWindow = { startDate: string; startTime: string; endDate: string; endTime: string };

/**
 * Letting default times (spec 2 section 5 'Dates'): the next full hour and the hour after on the
 * estate's clock (the visitor's default slot: 24:00 as 23:59, 00:00 as 00:01).
 */
export function lettingDefaultWindow(now: Date = new Date()): LettingWindow {
  const visit = defaultVisit(now);
  const slot = visit.times[0] ?? 100;
  return { startDate: visit.date, startTime: slotStartTime(slot), endDate: visit.date, endTime: slotEndTime(slot) };
}

/** The last date a letting invite may end: lettingCustomDayMax months from today (default 3). */
export function lettingEndDateMax(today: string, lettingCustomDayMax: number | undefined): string {
  return addMonths(today, lettingCustomDayMax && lettingCustomDayMax > 0 ? lettingCustomDayMax : 3);
}

/** The end date of a letting validity choice (0 and 1 the start date, 99 fourteen days, N days), within the months-ahead limit. */
export function lettingEndDate(value: number, startDate: string, today: string, lettingCustomDayMax: number | undefined): string {
  return endDateFor(value, startDate, lettingEndDateMax(today, lettingCustomDayMax));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The problem of a letting window, or null: every part chosen, the start after now on the
 * estate's clock (a letting under way may keep its start: `keptStart`), the end after the start
 * and after now, not after the end-date limit, and on the start's day unless the estate allows
 * multi-day letting (spec 2 section 5 'Dates'; the server checks the same).
 */
export function lettingWindowProblem(
  window: LettingWindow,
  context: { now?: Date; lettingCustomDayMax?: number | undefined; keptStart?: string; multiDay?: boolean } = {},
): string | null {
  const now = context.now ?? new Date();
  if (!DATE.test(window.startDate) || !DATE.test(window.endDate) || !TIME.test(window.startTime) || !TIME.test(window.endTime))
    return INVITE_MESSAGES.requiredFields;
  const start = inviteDateTime(window.startDate, window.startTime);
  const end = inviteDateTime(window.endDate, window.endTime);
  const nowText = estateDateTime(now.getTime());
  if ((start <= nowText && start !== context.keptStart) || end <= start || end <= nowText) return INVITE_MESSAGES.window;
  if (window.endDate > lettingEndDateMax(estateClock(now).date, context.lettingCustomDayMax)) return INVITE_MESSAGES.window;
  if (context.multiDay === false && window.startDate !== window.endDate) return INVITE_MESSAGES.window;
  return null;
}

// ---------------------------------------------------------------- the letting invite form

export type LettingInviteForm = { name: string; phone: string; email: string; zoneIds: readonly number[] } & LettingWindow;

/**
 * The problem of the Short Term Letting invite form, or null: name and phone (else the spec's
 * 'required fields'), a valid phone, an e-mail (the letter signs up with it), an access zone
 * when the estate has letting zones, then the window.
 */
export function lettingInviteProblem(
  form: LettingInviteForm,
  context: { zonesAvailable: number; now?: Date; lettingCustomDayMax?: number | undefined; multiDay?: boolean },
): string | null {
  if (form.name.trim() === '' || form.phone.trim() === '' || form.email.trim() === '') return INVITE_MESSAGES.requiredFields;
  if (!isValidMobile(form.phone)) return INVITE_MESSAGES.phoneInvalid;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) return INVITE_MESSAGES.requiredFields;
  if (context.zonesAvailable > 0 && form.zoneIds.length === 0) return LETTING_MESSAGES.zoneRequired;
  return lettingWindowProblem(form, context);
}

// ---------------------------------------------------------------- letting guests

/** A guest relationship naming a minor (spec 2 'Guest type': a name containing 'minor'). */
export function isMinorGuestRelationship(relationship: string): boolean {
  return relationship.toLowerCase().includes('minor');
}

/** What the add-guest form holds when Add Guest is tapped. */
export type LettingGuestForm = PersonFields & { hasDocumentFront: boolean; hasDocumentBack: boolean };

const filled = (value: string) => value.trim() !== '';

/** The address fields of check 7 in the spec's order, with the label that titles their dialog. */
export const GUEST_ADDRESS_FIELDS = [
  ['street1', 'letting.guest.street1'],
  ['street2', 'letting.guest.street2'],
  ['suburb', 'letting.guest.suburb'],
  ['town', 'letting.guest.town'],
  ['postalCode', 'letting.guest.postalCode'],
] as const;

const problem = (title: keyof typeof lettingEntries, message: string): FormProblem => ({ title: lettingEntries[title], message });

/**
 * The letting guest flow of the person form (spec 2 section 5 'Letting guest creation', each a
 * titled error dialog): 1 an access zone when zones exist; 2 first name; 3 last name; 4 a valid
 * mobile (not minors); 5 a relationship; 6 a valid SA ID number, or a passport number for a
 * passport (not minors); 7 Street 1, Street 2, Suburb, Town/City, Postal Code (not minors); 8 for
 * minors the guardian's first name, surname, mobile and e-mail, then the terms; 9 the front of
 * the document, and the back for a type that has one (Drivers License) (not minors). The face is
 * not one of them.
 */
export const GUEST_FLOW: PersonFlow = {
  order: ['zone', 'firstName', 'lastName', 'mobile', 'relationship', 'idNumber', 'address', 'guardian', 'terms', 'document'],
  isMinor: isMinorGuestRelationship,
  needsAddress: () => true,
  problems: {
    zone: problem('letting.problem.zone', LETTING_MESSAGES.zoneRequired),
    firstName: problem('letting.problem.firstName', LETTING_MESSAGES.guestFirstName),
    lastName: problem('letting.problem.lastName', LETTING_MESSAGES.guestLastName),
    mobile: problem('letting.problem.mobile', LETTING_MESSAGES.guestMobile),
    relationship: problem('letting.problem.relationship', LETTING_MESSAGES.relationship),
    idNumber: problem('letting.problem.idNumber', LETTING_MESSAGES.guestId),
    guardian: problem('letting.problem.guardian', LETTING_MESSAGES.guardian),
    terms: problem('letting.problem.terms', LETTING_MESSAGES.terms),
  },
  address: { fields: GUEST_ADDRESS_FIELDS.map(([field, label]) => [field, lettingEntries[label]] as const), message: LETTING_MESSAGES.address },
  documentFront: LETTING_MESSAGES.documentFront,
  documentBack: LETTING_MESSAGES.documentBack,
  refusal: (_check, problem) => problem.message,
};

/** The first problem of a letting guest about to be created, in the guest flow's order, or null. */
export function lettingGuestProblem(
  form: LettingGuestForm,
  context: { zonesAvailable: number; documentType: { DocumentType: string; needsBack: boolean } | undefined; today?: Date },
): FormProblem | null {
  return personFormProblem({ ...form, faceDone: true }, GUEST_FLOW, context);
}

/** Before facial onboarding: first name, last name and (not minors) a valid mobile. */
export function guestFaceProblem(form: Pick<LettingGuestForm, 'firstName' | 'lastName' | 'mobile' | 'relationship'>): FormProblem | null {
  return personFaceProblem(form, GUEST_FLOW);
}

// ---------------------------------------------------------------- regular visitor and letter onboarding

/** What the 'Access onboarding' form holds when it is submitted (pictures as present or not). */
export type OnboardingCheckInput = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** Letting only: the under-18 switch. */
  under18: boolean;
  /** The ID/passport toggle: a foreign passport instead of an SA ID number. */
  passport: boolean;
  idNumberOrPassportNo: string;
  /** Country of citizenship (passports). */
  nationality: string;
  /** The chosen document type; undefined when none is chosen. */
  documentType: { DocumentType: string; needsBack: boolean } | undefined;
  hasDocumentFront: boolean;
  hasDocumentBack: boolean;
  hasFace: boolean;
  /** The registration typed ('' when the visitor has no vehicle). */
  vehicleRegistrationNo: string;
  /** The registration read from the licence (VIN) disc, '' when not read. */
  licencePlateNumber: string;
  hasVinDisc: boolean;
};

/** Registration numbers compared as the spec says: case-insensitive, trimmed (inner spaces ignored too). */
export function sameRegistration(a: string, b: string): boolean {
  const key = (s: string) => s.trim().replace(/\s+/g, '').toUpperCase();
  return key(a) === key(b);
}

/** A passport number: 6 to 20 letters and digits. */
function isPassportNumber(value: string): boolean {
  return /^[A-Za-z0-9]{6,20}$/.test(value.trim());
}

/**
 * The first problem of the regular visitor or letter 'Access onboarding' form, in the order of
 * spec 2 section 5, or null: the VIN disc (a vehicle given, the estate scans discs, no disc
 * picture); the registration against the disc; first name; last name; a valid mobile; then,
 * unless a letter is under 18, the SA ID number, or the passport number and the country of
 * citizenship; the document's front and, for a type with one (Drivers License), its back; the
 * face; a document at all.
 */
export function onboardingProblem(input: OnboardingCheckInput, context: { letting: boolean; vinScan: boolean; today?: Date }): string | null {
  const vehicle = filled(input.vehicleRegistrationNo);
  if (context.vinScan && vehicle && !input.hasVinDisc) return REGULAR_VISITOR_MESSAGES.vinDisc;
  if (vehicle && filled(input.licencePlateNumber) && !sameRegistration(input.vehicleRegistrationNo, input.licencePlateNumber))
    return REGULAR_VISITOR_MESSAGES.vinMismatch;
  if (!filled(input.firstName)) return REGULAR_VISITOR_MESSAGES.firstName;
  if (!filled(input.lastName)) return REGULAR_VISITOR_MESSAGES.lastName;
  if (!isValidMobile(input.phoneNumber)) return REGULAR_VISITOR_MESSAGES.mobile;
  if (context.letting && input.under18) return null;
  if (!input.passport) {
    if (!isValidSaId(input.idNumberOrPassportNo.trim(), context.today)) return REGULAR_VISITOR_MESSAGES.saId;
  } else {
    if (!isPassportNumber(input.idNumberOrPassportNo)) return REGULAR_VISITOR_MESSAGES.passportNo;
    if (!filled(input.nationality)) return REGULAR_VISITOR_MESSAGES.citizenship;
  }
  if (input.documentType) {
    const documentType = input.documentType.DocumentType;
    if (!input.hasDocumentFront) return format(REGULAR_VISITOR_MESSAGES.scanDocument, { documentType });
    if (input.documentType.needsBack && !input.hasDocumentBack) return format(REGULAR_VISITOR_MESSAGES.documentBack, { documentType });
  }
  if (!input.hasFace) return REGULAR_VISITOR_MESSAGES.face;
  if (!input.documentType || !input.hasDocumentFront) return REGULAR_VISITOR_MESSAGES.captureDocument;
  return null;
}
