import type { Invite, RegularVisitor, VisitorType } from '../contract/invites';
import type { ResidentInviteLimit } from '../contract/invite-limits';
import type { AccessZone } from '../contract/people';
import { looksLikeLink } from '../contract/person-name';
import { NAME_MESSAGES } from '../i18n/en/errors';
import { INVITE_MAIL, INVITE_MESSAGES, invitesEntries } from '../i18n/en/invites';
import { format } from '../i18n/format';
import { clockOf, SLOT_STEP, timesToRange, type Slot } from './associates';

/**
 * Visitor invites (spec 2 sections 4, 5 and 9): the estate's clock, hourly slots built from now,
 * the validity choices, the phone and name rules, the daily limit, the form checks in the spec's
 * order, de-duplication by phone and the share messages. Pure: no DOM, no Dexie. Dates and times
 * are the estate's wall clock (Africa/Johannesburg), as the contract's 'YYYY-MM-DD HH:mm' are.
 */

// The estate's clock and calendar arithmetic live in ./estate-time (shared with the server).
export { addDays, addMonths, estateClock, estateDateTime } from './estate-time';
import { addDays, addMonths, estateClock, estateDateTime, type EstateClock } from './estate-time';
import { formatWallClock } from './locale-format';

/** The invite date-time text of the contract: 'YYYY-MM-DD HH:mm'. */
export function inviteDateTime(date: string, time: string): string {
  return `${date} ${time}`;
}

/**
 * The visit's window ('YYYY-MM-DD HH:mm' or 'YYYY-MM-DD' each) as the screens and the pass page
 * write it, in the estate's locale (src/domain/locale-format.ts): '10 Mar 2026, 15:00 – 16:00' within
 * one day, '10 Mar 2026 – 12 Mar 2026' for dates.
 */
export function windowText(from: string, to: string): string {
  const sameDay = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(to) && from.slice(0, 10) === to.slice(0, 10);
  return `${formatWallClock(from)} – ${sameDay ? to.slice(11) : formatWallClock(to)}`;
}

/** A notification detail's date (spec 2 section 9: 'DD-MM-YYYY HH:mm:ss'), in the device's time like the inbox. */
export function detailDateTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}-${p(d.getMonth() + 1)}-${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** What the gate decided on a visitor, from a notification's actionType ('ALLOW' or 'DENY'); null for anything else. */
export function gateDecision(actionType: string): 'ALLOW' | 'DENY' | null {
  const type = actionType.trim().toUpperCase();
  return type === 'ALLOW' || type === 'DENY' ? type : null;
}

// ---------------------------------------------------------------- hourly slots

/** A slot's start as a time of day: 00:00 becomes 00:01 (spec 2 section 5). */
export function slotStartTime(value: number): string {
  const start = value - SLOT_STEP;
  return start <= 0 ? '00:01' : clockOf(start);
}

/** A slot's end as a time of day: 24:00 becomes 23:59. */
export function slotEndTime(value: number): string {
  return value >= 2400 ? '23:59' : clockOf(value);
}

/** The hour (in hundreds) after the estate's current one: 14:20 gives 1500. */
function nextFullHour(clock: EstateClock): number {
  return (Math.floor(clock.minutes / 60) + 1) * 100;
}

/**
 * The hourly slots of `date` (spec 2 'Time slots', interval 60, values in hundreds, each the hour
 * it ends at), 00:00 to 24:00. On the estate's today the slots that have ended are shown disabled
 * (the hour now running stays: a visitor may be on the way and the pass holds until it ends); none
 * for a day already past. `disabled` marks further slots that may not be picked.
 */
export function visitorSlots(date: string, now: Date, disabled: ReadonlySet<number> = new Set()): Slot[] {
  const clock = estateClock(now);
  if (date < clock.date) return [];
  const firstOpen = date === clock.date ? nextFullHour(clock) : SLOT_STEP;
  const slots: Slot[] = [];
  for (let value = SLOT_STEP; value <= 2400; value += SLOT_STEP) slots.push({ value, disabled: value < firstOpen || disabled.has(value) });
  return slots;
}

/** The picked slots still open on `date` (all of them, or none: a draft's range is kept whole or dropped). */
export function timesStillOpen(date: string, times: readonly number[], now: Date): number[] {
  const open = new Set(
    visitorSlots(date, now)
      .filter((s) => !s.disabled)
      .map((s) => s.value),
  );
  return times.length > 0 && times.every((time) => open.has(time)) ? [...times] : [];
}

/**
 * The invite's time picker: what is shown (`times`) and the start the person has tapped in this
 * opening of the picker (`start`, null while the shown range is the preselected or an earlier one).
 */
export type TimePick = { times: number[]; start: number | null };

/**
 * One tap on the invite's time picker, as the person means it. A tap with no start tapped yet
 * replaces whatever range is shown with the tapped hour alone (a preselected range is never
 * stretched) and makes it the start; then a tap later than the start ends the range at the tapped
 * hour (inclusive), a tap on the start keeps that one hour, a tap before it starts again there.
 * `done` is true when a range is complete. A disabled (past) slot, or a range across one, is
 * rejected and the pick stays as it was.
 */
export function tapTimePick(pick: TimePick, value: number, slots: readonly Slot[]): TimePick & { done: boolean; rejected: boolean } {
  const slot = slots.find((s) => s.value === value);
  if (!slot || slot.disabled) return { ...pick, done: false, rejected: true };
  if (pick.start === null || value < pick.start) return { times: [value], start: value, done: false, rejected: false };
  if (value === pick.start) return { times: [value], start: null, done: true, rejected: false };
  const range = slots.filter((s) => s.value >= (pick.start as number) && s.value <= value);
  if (range.some((s) => s.disabled)) return { ...pick, done: false, rejected: true };
  return { times: range.map((s) => s.value), start: null, done: true, rejected: false };
}

/** The start and end times ('HH:mm') of the slots picked (24:00 as 23:59, 00:00 as 00:01), or null. */
export function slotsToTimes(times: readonly number[]): { start: string; end: string } | null {
  return timesToRange(times);
}

/**
 * The default visit (spec 2 section 5): today, from the next full hour to the hour after. Late in
 * the evening the next full hour is tomorrow's 00:00, and the date follows it.
 */
export function defaultVisit(now: Date): { date: string; times: number[] } {
  const clock = estateClock(now);
  const start = nextFullHour(clock);
  return start >= 2400 ? { date: addDays(clock.date, 1), times: [SLOT_STEP] } : { date: clock.date, times: [start + SLOT_STEP] };
}

// ---------------------------------------------------------------- validity choices

/** The all-day times of option 1, locked (spec 2 'Validity choice'). */
export const FULL_DAY_TIMES = { start: '00:01', end: '23:59' } as const;
/** Option 99: up to 14 days. */
export const UP_TO_DAYS_VALUE = 99;
export const UP_TO_DAYS = 14;

export type Validity = { kind: 'single' } | { kind: 'fullDay' } | { kind: 'multiDay'; days: number };

/** What a validity value means: 0 a single date and time range, 1 the whole day, 99 up to 14 days, N that many days. */
export function validityOf(value: number): Validity {
  if (value <= 0) return { kind: 'single' };
  if (value === 1) return { kind: 'fullDay' };
  return { kind: 'multiDay', days: value === UP_TO_DAYS_VALUE ? UP_TO_DAYS : value };
}

/** The last date an invite may end (spec 2 'Dates': customDayMax months from today, default 1). */
export function latestEndDate(today: string, customDayMax: number): string {
  return addMonths(today, customDayMax > 0 ? customDayMax : 1);
}

/**
 * The end date a validity choice gives for a start date: the same day for 0 and 1; for the
 * multi-day choices that many days later (99: 14), never past the months-ahead limit.
 */
export function endDateFor(value: number, startDate: string, latest: string): string {
  const validity = validityOf(value);
  if (validity.kind !== 'multiDay') return startDate;
  const end = addDays(startDate, validity.days);
  return end > latest ? latest : end;
}

/**
 * The validity choices offered: the estate's active options; the multi-day ones (above 1) only
 * with multi-day access and never to contractors (spec 2 section 6).
 */
export function validityChoices(
  settings: { multiDayAccess: boolean; accessDayOptions: readonly { name: string; value: number; active: boolean }[] },
  contractor: boolean,
): { name: string; value: number }[] {
  return settings.accessDayOptions
    .filter((o) => o.active && (o.value <= 1 || (settings.multiDayAccess && !contractor)))
    .map(({ name, value }) => ({ name, value }));
}

/** The first end date a multi-day choice allows (the day after the start; the same day for the others). */
export function earliestEndDate(value: number, startDate: string): string {
  return validityOf(value).kind === 'multiDay' ? addDays(startDate, 1) : startDate;
}

/** The visit's window ('YYYY-MM-DD HH:mm' each) from the form's date, times and validity; null while incomplete. */
export function inviteWindow(when: InviteWhen): { invitedDateStart: string; invitedDateEnd: string } | null {
  const validity = validityOf(when.validity);
  if (!when.date) return null;
  if (validity.kind === 'fullDay')
    return { invitedDateStart: inviteDateTime(when.date, FULL_DAY_TIMES.start), invitedDateEnd: inviteDateTime(when.date, FULL_DAY_TIMES.end) };
  if (validity.kind === 'single') {
    const range = slotsToTimes(when.times);
    return range ? { invitedDateStart: inviteDateTime(when.date, range.start), invitedDateEnd: inviteDateTime(when.date, range.end) } : null;
  }
  if (!when.endDate || when.startSlot === null || when.endSlot === null) return null;
  const start = inviteDateTime(when.date, slotStartTime(when.startSlot));
  const end = inviteDateTime(when.endDate, slotEndTime(when.endSlot));
  return when.endDate >= earliestEndDate(when.validity, when.date) && end > start ? { invitedDateStart: start, invitedDateEnd: end } : null;
}

// ---------------------------------------------------------------- names and phones

/** Keeps the digits and the plus sign of a typed phone number (spec 2 section 5). */
export function cleanPhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** A South African number in its local form: '+27821234567' and '27821234567' become '0821234567'. */
export function localPhone(phone: string): string {
  const clean = cleanPhone(phone);
  if (clean.startsWith('+27')) return `0${clean.slice(3)}`;
  if (clean.startsWith('27') && clean.length === 11) return `0${clean.slice(2)}`;
  return clean;
}

/** Whether two numbers are the same phone (also +27 against 0). */
export function samePhone(a: string, b: string): boolean {
  const x = localPhone(a);
  return x !== '' && x === localPhone(b);
}

/** Spec 2 section 9: at least 10 characters. */
export const PHONE_MIN_LENGTH = 10;

/** The phone's problem (spec 2 'New visitor form'): the resident's own number, then one under 10 characters; null when fine. */
export function phoneProblem(phone: string, ownPhones: readonly string[]): string | null {
  const clean = cleanPhone(phone);
  if (ownPhones.some((own) => samePhone(clean, own))) return INVITE_MESSAGES.ownPhone;
  if (clean.length < PHONE_MIN_LENGTH) return INVITE_MESSAGES.phoneInvalid;
  return null;
}

/** The visitor's name as typed, its first letter upper-cased. */
export function capitaliseName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

// ---------------------------------------------------------------- daily limit

/**
 * Add Visitor and Invite are blocked when no invite is left today or invites are disabled
 * (spec 2 'Daily limit'); `allowed` is the unit's visitors per day.
 */
export function dailyLimitProblem(availableVisitorInvites: number, allowed: number, invitesDisabled = false): string | null {
  return availableVisitorInvites <= 0 || invitesDisabled ? format(INVITE_MESSAGES.dailyLimit, { n: allowed }) : null;
}

/**
 * The resident's own block and cap (spec 2 section 6: invitesDisabled, maximumVisitors from the
 * server), or null: blocked while their invites are disabled (the spec's daily-limit message,
 * a limit of 0) or once `used` invites of today (the server's count and those waiting on this
 * device) reach a maximum above 0. `today` is the estate's date.
 */
export function residentLimitProblem(
  limit: Pick<ResidentInviteLimit, 'invitesDisabled' | 'maximumVisitors' | 'invitesDay' | 'invitesUsed'> | null | undefined,
  today: string,
  waiting = 0,
): string | null {
  if (!limit) return null;
  if (limit.invitesDisabled) return format(INVITE_MESSAGES.dailyLimit, { n: 0 });
  const used = (limit.invitesDay === today ? limit.invitesUsed : 0) + waiting;
  return limit.maximumVisitors > 0 && used >= limit.maximumVisitors ? format(INVITE_MESSAGES.dailyLimit, { n: limit.maximumVisitors }) : null;
}

// ---------------------------------------------------------------- visitor types and zones

/** Delivery and on-demand types count as contractors (flags, or a name with 'demand' or 'delivery'). */
export function isContractorType(type: Pick<VisitorType, 'isDelivery' | 'isServiceProvider' | 'tileDisplayTitle'>): boolean {
  const name = type.tileDisplayTitle.toLowerCase();
  return type.isDelivery || type.isServiceProvider || name.includes('demand') || name.includes('delivery');
}

/** The PIN-only invite is used when the type is a delivery (spec 2 /{product}VisitorPreview). */
export function isDeliveryType(type: Pick<VisitorType, 'isDelivery' | 'tileDisplayTitle'>): boolean {
  return type.isDelivery || type.tileDisplayTitle.trim().toLowerCase() === 'delivery';
}

/** The invite's kind as the contract names it. */
export function inviteKind(type: Pick<VisitorType, 'isDelivery' | 'isServiceProvider' | 'tileDisplayTitle'>): 'visitor' | 'delivery' | 'serviceProvider' {
  if (isDeliveryType(type)) return 'delivery';
  return isContractorType(type) ? 'serviceProvider' : 'visitor';
}

/** The visitor types offered: the active ones of the estate's settings. */
export function activeVisitorTypes(types: readonly VisitorType[]): VisitorType[] {
  return types.filter((t) => t.active);
}

/** The type a new invite starts with: the estate's first one-off visitor type, else its first type; null when it has none. */
export function defaultVisitorType(types: readonly VisitorType[]): VisitorType | null {
  const active = activeVisitorTypes(types);
  return active.find((type) => inviteKind(type) === 'visitor') ?? active[0] ?? null;
}

/** The estate's zones an invite may open: active estate zones; contractors only those flagged allowContDelivery. */
export function inviteZones(zones: readonly AccessZone[], contractor: boolean): AccessZone[] {
  return zones.filter((z) => z.active && z.kind === 'estate' && (!contractor || z.allowContDelivery));
}

// ---------------------------------------------------------------- form checks

/** When the visit is: the start date, the picked slots (single), the validity choice and, for multi-day, the end date and the start and end slots. */
export type InviteWhen = {
  date: string;
  times: readonly number[];
  validity: number;
  endDate: string;
  startSlot: number | null;
  endSlot: number | null;
};

/** What the invite form holds when it is confirmed. */
export type InviteForm = InviteWhen & {
  visitorName: string;
  visitorPhoneNumber: string;
  zoneIds: readonly number[];
  typeId: number;
};

const filled = (value: string) => value.trim() !== '';

/** Whether the time part of the form is complete for its validity choice. */
function timeChosen(form: InviteWhen): boolean {
  const validity = validityOf(form.validity);
  if (validity.kind === 'fullDay') return true;
  if (validity.kind === 'single') return form.times.length > 0;
  return form.startSlot !== null && form.endSlot !== null && filled(form.endDate) && inviteWindow(form) !== null;
}

/**
 * The new-visitor form (spec 2 'New visitor form', in its order): the resident's own phone, a
 * phone under 10 characters, then name, phone, date and time required. Null when it may go on.
 */
export function newVisitorProblem(
  form: Pick<InviteForm, 'visitorName' | 'visitorPhoneNumber' | 'date' | 'times'>,
  ownPhones: readonly string[],
): string | null {
  if (looksLikeLink(form.visitorName)) return NAME_MESSAGES.noLinks;
  const phone = phoneProblem(form.visitorPhoneNumber, ownPhones);
  if (phone) return phone;
  if (!filled(form.visitorName) || !filled(form.visitorPhoneNumber) || !filled(form.date) || form.times.length === 0) return INVITE_MESSAGES.requiredFields;
  return null;
}

/**
 * The staged invite (spec 2 'Visitor invite (regular/staged)', in its order): name and phone, a
 * date, a time, and for multi-day choices the end date and end time, else the required-fields
 * message; then the phone rules; then an access zone; then a visitor type. Null when it may be sent.
 */
export function inviteProblem(form: InviteForm, ownPhones: readonly string[]): string | null {
  if (!filled(form.visitorName) || !filled(form.visitorPhoneNumber) || !filled(form.date) || !timeChosen(form)) return INVITE_MESSAGES.requiredFields;
  const phone = phoneProblem(form.visitorPhoneNumber, ownPhones);
  if (phone) return phone;
  if (form.zoneIds.length === 0) return INVITE_MESSAGES.zoneRequired;
  if (form.typeId < 1) return INVITE_MESSAGES.typeRequired;
  return null;
}

/** The fields of the one-screen invite that a problem can name. */
export type InviteField = 'name' | 'phone' | 'date' | 'time' | 'zones' | 'type';

/**
 * The one-screen invite's problems, each on the field it names (what is missing says which field:
 * 'Enter the visitor's name', 'Choose a time'; the phone, zone and type rules keep the spec's
 * words). Empty when the invite may be sent.
 */
export function inviteFieldProblems(form: InviteForm, ownPhones: readonly string[]): Partial<Record<InviteField, string>> {
  const problems: Partial<Record<InviteField, string>> = {};
  if (!filled(form.visitorName)) problems.name = INVITE_MESSAGES.nameMissing;
  else if (looksLikeLink(form.visitorName)) problems.name = NAME_MESSAGES.noLinks;
  if (!filled(form.visitorPhoneNumber)) problems.phone = INVITE_MESSAGES.phoneMissing;
  else {
    const phone = phoneProblem(form.visitorPhoneNumber, ownPhones);
    if (phone) problems.phone = phone;
  }
  if (!filled(form.date)) problems.date = INVITE_MESSAGES.dateMissing;
  else if (!timeChosen(form)) problems.time = validityOf(form.validity).kind === 'multiDay' ? INVITE_MESSAGES.endMissing : INVITE_MESSAGES.timeMissing;
  if (form.zoneIds.length === 0) problems.zones = INVITE_MESSAGES.zoneRequired;
  if (form.typeId < 1) problems.type = INVITE_MESSAGES.typeRequired;
  return problems;
}

// ---------------------------------------------------------------- lists

/** One row per phone number (also +27 against 0), the newest kept, in the order given otherwise. */
export function dedupeByPhone<T extends { phoneNumber: string; createdAt: number }>(rows: readonly T[]): T[] {
  const newest = new Map<string, T>();
  for (const row of rows) {
    const key = localPhone(row.phoneNumber) || row.phoneNumber;
    const seen = newest.get(key);
    if (!seen || row.createdAt > seen.createdAt) newest.set(key, row);
  }
  const kept = new Set(newest.values());
  return rows.filter((row) => kept.has(row));
}

/** A visitor the resident has invited before, as the invite form offers them again. */
export type ReturningVisitor = { name: string; phone: string; email: string };

/** The visitors a unit invited before (one-off visitors, not contractors), newest first, one per phone, at most `limit`. */
export function returningVisitors(
  invites: readonly Pick<Invite, 'kind' | 'visitorName' | 'visitorPhoneNumber' | 'visitorEmail' | 'createdAt'>[],
  limit: number,
): ReturningVisitor[] {
  const seen = new Set<string>();
  const found: ReturningVisitor[] = [];
  for (const invite of [...invites].sort((a, b) => b.createdAt - a.createdAt)) {
    const key = localPhone(invite.visitorPhoneNumber);
    if (invite.kind !== 'visitor' || key === '' || seen.has(key)) continue;
    seen.add(key);
    found.push({ name: invite.visitorName, phone: invite.visitorPhoneNumber, email: invite.visitorEmail });
    if (found.length === limit) break;
  }
  return found;
}

/** The /visitor tabs (spec 2 'Visitor approval'): registered shows APPROVED, pending shows PENDING, each de-duplicated by phone. */
export function visitorsOfTab(rows: readonly RegularVisitor[], tab: 'registered' | 'pending'): RegularVisitor[] {
  const status = tab === 'registered' ? 'APPROVED' : 'PENDING';
  return dedupeByPhone(rows.filter((r) => r.status === status)).sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
}

/** Upcoming invites: active ones that have not ended on the estate's clock, soonest first. */
export function upcomingInvites<T extends { status: string; invitedDateStart: string; invitedDateEnd: string }>(invites: readonly T[], now: Date): T[] {
  const nowText = estateDateTime(now.getTime());
  return invites.filter((i) => i.status === 'ACTIVE' && i.invitedDateEnd >= nowText).sort((a, b) => a.invitedDateStart.localeCompare(b.invitedDateStart));
}

// ---------------------------------------------------------------- share messages

/** The visitor's page for a pass. */
export function visitLink(origin: string, linkToken: string): string {
  return `${origin}/visit/${encodeURIComponent(linkToken)}`;
}

/**
 * The visitor's page for a pass bound on the phone with no signal (issue 31): the bound pass text
 * ('EVT…', Base45) in the URL fragment, which never reaches the server. Base45's space, $ % + / :
 * are percent-encoded so the link survives messengers and the fragment reads back exactly. The
 * estate's name rides in the query for the page to show (the pass names only the estate's id);
 * like everything on that page it is display only: the guard verifies the pass.
 */
export function visitFragmentLink(origin: string, boundText: string, estateName = ''): string {
  const query = estateName ? `?${new URLSearchParams({ estate: estateName })}` : '';
  return `${origin}/visit${query}#${encodeURIComponent(boundText)}`;
}

/** The pass text a fragment link carries (`location.hash`, with or without its '#'); null when there is none or it is not percent-encoded text. */
export function visitFragmentText(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export type ShareMessage = { subject: string; text: string; link: string };

/**
 * What the resident shares (spec 2 'Share actions'): for a delivery the PIN message, else the
 * access code message with the visitor's link.
 */
export function shareMessage(input: { visitorName: string; estateName: string; delivery: boolean; pin: string; link: string }): ShareMessage {
  const subject = format(INVITE_MAIL.visitorSubject, { estate: input.estateName });
  const text =
    input.delivery && input.pin
      ? format(invitesEntries['invites.pinMessage'], { name: input.visitorName, estate: input.estateName, pin: input.pin })
      : format(invitesEntries['invites.codeMessage'], { name: input.visitorName, estate: input.estateName, link: input.link });
  return { subject, text, link: input.link };
}

/** The e-mail share: a mailto link (spaces as %20, which every mail client reads). */
export function mailtoUrl(to: string, message: ShareMessage): string {
  return `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.text)}`;
}

/**
 * A phone in the international form wa.me takes: digits only, no plus, a South African local
 * number's leading 0 as 27 ('082 123 4567' -> '27821234567'); '' when there are no digits.
 */
export function internationalPhone(phone: string): string {
  const clean = cleanPhone(phone);
  if (clean.startsWith('+')) return clean.slice(1).replace(/\D/g, '');
  if (clean.startsWith('00')) return clean.slice(2);
  if (clean.startsWith('0')) return `27${clean.slice(1)}`;
  return clean.replace(/\D/g, '');
}

/** The first messaging share: WhatsApp's link carrying the message, to the visitor's number when it is known. */
export function whatsappUrl(message: ShareMessage, phone = ''): string {
  return `https://wa.me/${internationalPhone(phone)}?text=${encodeURIComponent(message.text)}`;
}

/** The second messaging share: Telegram's share link (the link, and the message as its text). */
export function telegramUrl(message: ShareMessage): string {
  return `https://t.me/share/url?url=${encodeURIComponent(message.link)}&text=${encodeURIComponent(message.text)}`;
}
