import { WEEKDAYS, WEEKDAY_TIME_KEYS, type Associate, type DocumentType, type Unit, type Weekday, type WeekdayTimes } from '../contract/people';
import type { UserRole } from '../contract/records';
import { associatesEntries } from '../i18n/en/associates';
import { format } from '../i18n/format';
import { ASSOCIATE_MESSAGES } from '../i18n/en/people';
import {
  guardianFromResident as personGuardian,
  normalisePhone,
  personFaceProblem,
  personFormProblem,
  problemOf,
  type FormProblem,
  type PersonFields,
  type PersonFlow,
} from './person-form';
import { isRoleIn, UNIT_PEOPLE_ROLES } from './roles';

export { isPassportDocument, isValidIdNumber, isValidMobile, normalisePhone, problemOf, type FormProblem } from './person-form';

/**
 * Associates at a unit (spec 2 sections 4, 5 and 9): who counts as a minor, which flow a
 * relationship takes, the order of the creation checks, the hourly time-slot taps, day blocks
 * and their conversion to the contract's 14 weekday fields, the limit, the delegate rules and
 * the unit picker. Pure: no DOM, no Dexie.
 */

// ---------------------------------------------------------------- relationships and flows

/** Minors under 16 (spec 2 section 9): the relationship names it, e.g. 'Owner - Minor Child (Under 16)'. */
export function isMinorRelationship(relationship: string): boolean {
  return relationship.toLowerCase().includes('under 16');
}

/** A relationship whose associate lives at the unit, e.g. 'Domestic Worker (live in)'. */
export function isLiveInRelationship(relationship: string): boolean {
  return relationship.toLowerCase().includes('live in');
}

/** The Family Member and Primary Tenant types: no access times, created directly. */
export function isFamilyOrTenantType(associateType: string): boolean {
  const type = associateType.toLowerCase();
  return type.includes('family') || type.includes('tenant');
}

/** NEXT leads to the access-term screen for staff types; family, tenants and minors are added directly (ADD ASSOCIATE). */
export function needsAccessTerm(associateType: string, relationship: string): boolean {
  return !isFamilyOrTenantType(associateType) && !isMinorRelationship(relationship);
}

/** Street 1, Street 2, Suburb, Town and Postal Code: the non-family, non-tenant flow, unless the relationship is live-in. */
export function needsAddress(associateType: string, relationship: string): boolean {
  return !isFamilyOrTenantType(associateType) && !isLiveInRelationship(relationship);
}

/** The details screen hides Mobile, Email and ID for minors under 16. */
export function hidesContactAndId(associate: Pick<Associate, 'isMinor' | 'associateRelationship'>): boolean {
  return associate.isMinor || isMinorRelationship(associate.associateRelationship);
}

/** The details screen shows access times only for types other than Family Member and Primary Tenant. */
export function showsAccessTimes(associate: Pick<Associate, 'associateType'>): boolean {
  return !isFamilyOrTenantType(associate.associateType);
}

// ---------------------------------------------------------------- creation checks

/** What the add-associate form holds when ADD ASSOCIATE or NEXT is tapped. */
export type AssociateFormInput = PersonFields & {
  associateType: string;
  /** A face photo was taken on this device. */
  faceDone: boolean;
  /** 'My associate will do this later'. */
  faceDeferred: boolean;
  hasDocumentFront: boolean;
  hasDocumentBack: boolean;
};

/**
 * The associate flow of the person form (spec 2 section 5): access zone (when the estate has
 * zones), first name, last name, mobile (not minors), relationship, ID number (not minors), face
 * (unless done or deferred), document front and, for a type that needs it, back (not minors),
 * the address (staff that do not live in), and for minors the guardian and the terms.
 */
export function associateFlow(associateType: string): PersonFlow {
  return {
    order: ['zone', 'firstName', 'lastName', 'mobile', 'relationship', 'idNumber', 'face', 'document', 'address', 'guardian', 'terms'],
    isMinor: isMinorRelationship,
    needsAddress: (relationship) => needsAddress(associateType, relationship),
    problems: {
      zone: problemOf(ASSOCIATE_MESSAGES.zoneRequired),
      firstName: problemOf(ASSOCIATE_MESSAGES.firstNameRequired),
      lastName: problemOf(ASSOCIATE_MESSAGES.lastNameRequired),
      mobile: problemOf(ASSOCIATE_MESSAGES.mobileInvalid),
      relationship: problemOf(ASSOCIATE_MESSAGES.relationshipRequired),
      idNumber: problemOf(ASSOCIATE_MESSAGES.idNumberInvalid),
      face: problemOf(ASSOCIATE_MESSAGES.faceRequired),
      guardian: problemOf(ASSOCIATE_MESSAGES.guardianRequired),
      terms: problemOf(ASSOCIATE_MESSAGES.termsRequired),
    },
    address: {
      fields: [
        ['street1', associatesEntries['associates.street1']],
        ['street2', associatesEntries['associates.street2']],
        ['town', associatesEntries['associates.town']],
        ['suburb', associatesEntries['associates.suburb']],
        ['postalCode', associatesEntries['associates.postalCode']],
      ],
      message: ASSOCIATE_MESSAGES.addressRequired,
    },
    documentFront: ASSOCIATE_MESSAGES.documentFrontRequired,
    documentBack: ASSOCIATE_MESSAGES.documentBackRequired,
    // The spec's 'Title: message' text whole; the address and document messages have their own titles.
    refusal: (check, problem) =>
      check === 'address' || check === 'document' || problem.title === '' ? problem.message : `${problem.title}: ${problem.message}`,
  };
}

/** The first problem of an associate about to be created, in the associate flow's order, or null when it may be sent. */
export function associateFormProblem(
  form: AssociateFormInput,
  context: { zonesAvailable: number; documentType: Pick<DocumentType, 'DocumentType' | 'needsBack'> | undefined; today?: Date },
): FormProblem | null {
  return personFormProblem({ ...form, faceDone: form.faceDone || form.faceDeferred }, associateFlow(form.associateType), context);
}

/** Before face capture: first name, last name and (not minors) a valid mobile must be entered. */
export function faceCaptureProblem(form: Pick<AssociateFormInput, 'firstName' | 'lastName' | 'mobile' | 'relationship'>): FormProblem | null {
  return personFaceProblem(form, associateFlow(''));
}

export type GuardianFields = Pick<AssociateFormInput, 'guardianFirstName' | 'guardianLastName' | 'guardianMobile' | 'guardianEmail'>;

/** The 'parent is owner' switch: on copies the resident's name, phone and e-mail; off clears the guardian. */
export function guardianFromResident(on: boolean, resident: { firstName: string; lastName: string; mobile: string; email: string }): GuardianFields {
  return personGuardian(on, resident, normalisePhone);
}

// ---------------------------------------------------------------- hourly slots

/** Slot width (spec 2 section 9: 60 minutes, values in hundreds). */
export const SLOT_STEP = 100;
/** A slot's value is the hour it ends at: 100 is 00:00-01:00, 2400 is 23:00-24:00. */
export const FIRST_SLOT = 100;
export const LAST_SLOT = 2400;

export type Slot = { value: number; disabled: boolean };

/** The day's hourly slots 100..2400; `disabled` marks values that may not be picked. */
export function hourSlots(disabled: ReadonlySet<number> = new Set()): Slot[] {
  const slots: Slot[] = [];
  for (let value = FIRST_SLOT; value <= LAST_SLOT; value += SLOT_STEP) slots.push({ value, disabled: disabled.has(value) });
  return slots;
}

/** 'HH:mm' of a value in hundreds (830 -> '08:30'). */
export function clockOf(value: number): string {
  const hours = Math.floor(value / 100);
  const minutes = value % 100;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A slot's label, from the hour it starts at to the hour it ends at ('07:00 - 08:00'). */
export function slotLabel(value: number): string {
  return `${clockOf(value - SLOT_STEP)} - ${clockOf(value)}`;
}

export type SlotTap = { times: number[]; rejected: boolean };

/**
 * One tap on a slot (spec 2 section 4): the first tap picks one slot, the second fills the range
 * between both (reversed picks swapped; the same slot again clears), a third starts over. A
 * disabled slot, or a range crossing one, is rejected and the selection stays as it was.
 */
export function tapSlot(times: readonly number[], value: number, slots: readonly Slot[]): SlotTap {
  const slot = slots.find((s) => s.value === value);
  if (!slot || slot.disabled) return { times: [...times], rejected: true };
  if (times.length !== 1) return { times: [value], rejected: false };
  const first = times[0] as number;
  if (first === value) return { times: [], rejected: false };
  const from = Math.min(first, value);
  const to = Math.max(first, value);
  const range = slots.filter((s) => s.value >= from && s.value <= to);
  if (range.some((s) => s.disabled)) return { times: [...times], rejected: true };
  return { times: range.map((s) => s.value), rejected: false };
}

/**
 * The start and end ('HH:mm') of the hours picked, or null when none are: from the hour the first
 * slot starts to the hour the last ends. 00:00 becomes 00:01 and 24:00 becomes 23:59 (the
 * estate's all-day convention).
 */
export function timesToRange(times: readonly number[]): { start: string; end: string } | null {
  if (times.length === 0) return null;
  const start = Math.min(...times) - SLOT_STEP;
  const end = Math.max(...times);
  return { start: start <= 0 ? '00:01' : clockOf(start), end: end >= 2400 ? '23:59' : clockOf(end) };
}

// ---------------------------------------------------------------- day blocks

/** Spec 2 section 9: at most 7 days. */
export const MAX_DAY_BLOCKS = 7;

/** One day of specific access (spec: access term day entry: id, day, times). */
export type DayBlock = { id: number; day: Weekday; times: number[] };

/** The first block when the resident switches to specific days: Monday, no hours yet. */
export function firstDayBlocks(): DayBlock[] {
  return [{ id: 1, day: 'Monday', times: [] }];
}

/** The weekday after `day` (Sunday wraps to Monday). */
export function nextWeekday(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + 1) % WEEKDAYS.length] as Weekday;
}

/**
 * 'Add another day': at most 7; the new day is the next weekday after the last block's (skipping
 * weekdays another block already has, so no weekday appears twice).
 */
export function addDayBlock(blocks: readonly DayBlock[]): DayBlock[] {
  if (blocks.length >= MAX_DAY_BLOCKS) return [...blocks];
  const used = new Set(blocks.map((b) => b.day));
  let day: Weekday = blocks.length === 0 ? 'Monday' : nextWeekday((blocks[blocks.length - 1] as DayBlock).day);
  while (used.has(day)) day = nextWeekday(day);
  const id = blocks.reduce((max, b) => Math.max(max, b.id), 0) + 1;
  return [...blocks, { id, day, times: [] }];
}

/** 'Remove day': only the days after the first can be removed. */
export function removeDayBlock(blocks: readonly DayBlock[], id: number): DayBlock[] {
  const index = blocks.findIndex((b) => b.id === id);
  if (index <= 0) return [...blocks];
  return blocks.filter((b) => b.id !== id);
}

/** Whether a block's day may be changed to `day` (no weekday twice). */
export function weekdayFree(blocks: readonly DayBlock[], id: number, day: Weekday): boolean {
  return !blocks.some((b) => b.id !== id && b.day === day);
}

/** 24-hour access (the default): every day 00:01 to 23:59. */
export function allDayAccess(): WeekdayTimes {
  return Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`${day}StartTime`, '00:01'],
      [`${day}EndTime`, '23:59'],
    ]),
  ) as WeekdayTimes;
}

/** No access on any day ('' in all 14 fields). */
export function noAccess(): WeekdayTimes {
  return Object.fromEntries(WEEKDAY_TIME_KEYS.map((key) => [key, ''])) as WeekdayTimes;
}

/**
 * The 14 weekday fields of the contract from day blocks, or null when a block has no hours picked
 * or a weekday appears twice (the screen then shows the access-times message).
 */
export function blocksToWeekdayTimes(blocks: readonly DayBlock[]): WeekdayTimes | null {
  if (blocks.length === 0 || blocks.length > MAX_DAY_BLOCKS) return null;
  if (new Set(blocks.map((b) => b.day)).size !== blocks.length) return null;
  const times = noAccess();
  for (const block of blocks) {
    const range = timesToRange(block.times);
    if (!range) return null;
    times[`${block.day}StartTime`] = range.start;
    times[`${block.day}EndTime`] = range.end;
  }
  return times;
}

/**
 * The day blocks an existing associate's times show on the access-term screen (UPDATE ASSOCIATE):
 * one block per weekday with access, its hourly slots from the start's hour to the end's.
 */
export function weekdayTimesToBlocks(times: WeekdayTimes): DayBlock[] {
  // A start 'HH:mm' is in the slot ending an hour later; an end's slot ends on it (23:59 in the last).
  const startSlot = (clock: string) => Number(clock.slice(0, 2)) * SLOT_STEP + SLOT_STEP;
  const endSlot = (clock: string) => Number(clock.slice(0, 2)) * SLOT_STEP + (clock.slice(3) === '00' ? 0 : SLOT_STEP);
  const blocks: DayBlock[] = [];
  for (const day of WEEKDAYS) {
    const start = times[`${day}StartTime`];
    const end = times[`${day}EndTime`];
    if (start === '' || end === '') continue;
    const slots: number[] = [];
    for (let value = Math.max(FIRST_SLOT, startSlot(start)); value <= Math.min(LAST_SLOT, endSlot(end)); value += SLOT_STEP) slots.push(value);
    blocks.push({ id: blocks.length + 1, day, times: slots });
  }
  return blocks.length > 0 ? blocks : firstDayBlocks();
}

/** Whether the 14 fields are the all-day default (every day 00:01-23:59). */
export function isAllDayAccess(times: WeekdayTimes): boolean {
  return WEEKDAYS.every((day) => times[`${day}StartTime`] === '00:01' && times[`${day}EndTime`] === '23:59');
}

// ---------------------------------------------------------------- limit and validity

/** Spec 2 section 9: the limit is reached when the count is greater than or equal to the maximum. */
export function limitReached(count: number, max: number): boolean {
  return count >= max;
}

/** 'You have x/max associates'. */
export function limitText(count: number, max: number): string {
  return format(ASSOCIATE_MESSAGES.limitReached, { count, max });
}

/** 'YYYY-MM-DD' of a local calendar date. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** validFrom today and validTo one year later (29 February -> 28 February). */
export function validityDates(today: Date = new Date()): { validFrom: string; validTo: string } {
  const year = today.getFullYear() + 1;
  const month = today.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  const to = new Date(year, month, Math.min(today.getDate(), lastDay));
  return { validFrom: isoDate(today), validTo: isoDate(to) };
}

/**
 * The access dates the resident chose (spec 2 access-term date pickers), or null when they are
 * allowed: from today to at most one year after the start, the end not before the start.
 */
export function validityProblem(validFrom: string, validTo: string, today: Date = new Date(), keptFrom = ''): FormProblem | null {
  const { validFrom: first } = validityDates(today);
  // UPDATE ASSOCIATE: the start the associate has may stay (it may be past); the end not before today.
  if (keptFrom !== '' && validFrom === keptFrom) {
    const latestEnd = validityDates(new Date(`${validFrom}T00:00:00`)).validTo;
    const ok = /^\d{4}-\d{2}-\d{2}$/.test(validTo) && validTo >= first && validTo >= validFrom && validTo <= latestEnd;
    return ok ? null : problemOf(ASSOCIATE_MESSAGES.validity);
  }
  const [y, m, d] = validFrom.split('-').map(Number) as [number, number, number];
  const latestEnd = Number.isNaN(y) ? '' : validityDates(new Date(y, m - 1, d)).validTo;
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(validFrom) && /^\d{4}-\d{2}-\d{2}$/.test(validTo) && validFrom >= first && validTo >= validFrom && validTo <= latestEnd;
  return ok ? null : problemOf(ASSOCIATE_MESSAGES.validity);
}

// ---------------------------------------------------------------- delegate

/**
 * Why `candidate` may not become the unit's delegate (spec 2 section 5), or null: one delegate
 * only (then a request to the estate manager), adults only.
 */
export function delegateProblem(
  unitAssociates: readonly Pick<Associate, 'delegateAssociate'>[],
  candidate: Pick<Associate, 'isMinor' | 'associateRelationship'>,
): FormProblem | null {
  if (unitAssociates.some((a) => a.delegateAssociate > 0)) return problemOf(ASSOCIATE_MESSAGES.delegateAlreadyLoaded);
  if (candidate.isMinor || isMinorRelationship(candidate.associateRelationship)) return problemOf(ASSOCIATE_MESSAGES.delegateMinor);
  return null;
}

/** The associates a delegate may be chosen from: adults. */
export function delegateCandidates<A extends Pick<Associate, 'isMinor' | 'associateRelationship'>>(associates: readonly A[]): A[] {
  return associates.filter((a) => !a.isMinor && !isMinorRelationship(a.associateRelationship));
}

// ---------------------------------------------------------------- unit picker

export type UnitTile = { unitNo: string; standNo: string; noOfAssociatesPerUnit: number; associatesCount: number; availableVisitorInvites: number; unit: Unit };

/** Visitor invites left today: the day's allowance less those used on `today` ('YYYY-MM-DD'). */
export function availableVisitorInvites(unit: Pick<Unit, 'allowedVisitors' | 'visitorInvitesDay' | 'visitorInvitesUsed'>, today: string): number {
  const used = unit.visitorInvitesDay === today ? unit.visitorInvitesUsed : 0;
  return Math.max(0, unit.allowedVisitors - used);
}

/**
 * The user's units at the current estate (spec 2 unit picker): their roles there with a unit
 * number and a role that manages the unit's people, joined to the synced unit rows by
 * `${estateId}:${unitNo}`, one tile per unit, in unit-number order.
 */
export function unitTiles(userRoles: readonly UserRole[], units: readonly Unit[], estateId: number, today: string): UnitTile[] {
  const byId = new Map(units.map((u) => [u.id, u]));
  const tiles = new Map<string, UnitTile>();
  for (const role of userRoles) {
    if (role.estateId !== estateId || role.unitNo === '' || !isRoleIn(role.roleName, UNIT_PEOPLE_ROLES)) continue;
    const unit = byId.get(`${estateId}:${role.unitNo}`);
    if (!unit || tiles.has(unit.unitNo)) continue;
    tiles.set(unit.unitNo, {
      unitNo: unit.unitNo,
      standNo: unit.standNo,
      noOfAssociatesPerUnit: unit.noOfAssociatesPerUnit,
      associatesCount: unit.associatesCount,
      availableVisitorInvites: availableVisitorInvites(unit, today),
      unit,
    });
  }
  return [...tiles.values()].sort((a, b) => a.unitNo.localeCompare(b.unitNo, undefined, { numeric: true }));
}

/** Spec 2: a unit tile with zero available visitor invites does nothing; otherwise it opens the unit's associates. */
export function unitTileOpens(tile: Pick<UnitTile, 'availableVisitorInvites'>): boolean {
  return tile.availableVisitorInvites > 0;
}
