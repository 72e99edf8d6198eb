import crypto from 'node:crypto';
import { API } from '../../../src/contract/api-paths';
import type {
  Booking,
  BookingLine,
  LagoonAvailability,
  LagoonBookingAnswer,
  LagoonBookingArgs,
  LagoonConfig,
  LagoonPerson,
} from '../../../src/contract/bookings';
import type { InviteCreateArgs } from '../../../src/contract/invites';
import { availableVisitorInvites } from '../../../src/domain/associates';
import {
  DEFAULT_VISITOR_PRICE_CENTS,
  estateNow,
  lagoonHeadcount,
  lagoonRemaining,
  lagoonShortfall,
  lagoonTimesProblem,
  openingHoursOn,
  resourceTitle,
  visitorCost,
} from '../../../src/domain/bookings';
import { estateDate } from '../../../src/domain/estate-time';
import { UNIT_HOLDER_ROLES } from '../../../src/domain/roles';
import { PAYMENT_MESSAGES } from '../../../src/i18n/en/billing';
import { BOOKING_MESSAGES, LAGOON_MESSAGES } from '../../../src/i18n/en/bookings';
import { format } from '../../../src/i18n/format';
import type { AppContext, Payable } from '../../context';
import type { Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { writeTransaction, type Trx } from '../../sync/change-log';
import { createInvite, inviteKindOf } from '../invites/invites.service';
import { activeVisitorType, settingsFor } from '../invites/settings.service';
import { configFor } from '../people/config.service';
import { requireUnitPeople, unitRecord } from '../people/units.service';
import { notifyDecision, publishBooking } from './bookings.service';
import { toBooking, toResource } from './bookings-rows';
import * as repo from './bookings.repository';
import * as core from '../core/core.service';
import { addressEstateNamesOf } from '../addresses/addresses.service';
import { listUnitAssociateFaces } from '../people/associates.service';
import { hasApprovedPayment } from '../payments/payments.service';
import { requireLagoon } from './catalogue.service';
import { actingFor, recordConciergeAction } from '../concierge/concierge.service';

/**
 * The lagoon (spec 3 sections 4, 5 and 7): a unit's day at the lagoon (what each of its services
 * has left, the visitor price, the unit's visitor invites and associate bookings, its people),
 * the booking (capacity counted with the lagoon service's row locked; short: the 'Only N {name}
 * left' lines and nothing written), and what confirming it does: the people registered (spec
 * 'Associate booking record') and, for extra visitors, the visitor invite once paid.
 *
 * The lagoon service's first resource is its access: it counts people per day (the primary
 * owners, the associates brought and the extra visitors); the others count the quantity chosen.
 */

/** Spec 9: 100 rand per visitor when no price is set. */
const priceOf = (config: LagoonConfig) => (config.visitorPriceCents > 0 ? config.visitorPriceCents : DEFAULT_VISITOR_PRICE_CENTS);

// ---------------------------------------------------------------- the unit's people

async function unitPeople(db: Db | Trx, estateId: number, unitNo: string): Promise<{ primaries: LagoonPerson[]; associates: LagoonPerson[] }> {
  const holders = await core.listUnitHolders(db, estateId, unitNo, UNIT_HOLDER_ROLES);
  const primaries = holders.map((u) => ({
    id: u.id,
    displayName: u.display_name || `${u.first_name} ${u.last_name}`.trim(),
    photoURL: u.photo_url,
    isPrimary: true,
  }));
  const associates = (await listUnitAssociateFaces(db, estateId, unitNo)).map((a) => ({
    id: a.id,
    displayName: `${a.first_name} ${a.last_name}`.trim(),
    photoURL: a.face_file_id === '' ? '' : API.associateImage(a.id, 'face'),
    isPrimary: false,
  }));
  return { primaries, associates };
}

// ---------------------------------------------------------------- the day's capacity

export type LagoonDay = {
  /** The lagoon's enabled resources, access first. */
  resources: repo.ResourceRow[];
  services: { id: string; name: string; remaining: number }[];
  holding: repo.BookingRow[];
};

/**
 * What each lagoon service has left on a date: its capacity (0 on a closed weekday) less what the
 * day's bookings hold, but `exceptId` (a booking being moved does not count against itself).
 */
export async function lagoonDay(db: Db | Trx, config: LagoonConfig, date: string, exceptId = ''): Promise<LagoonDay> {
  const resources = (await repo.listServiceResources(db, config.LAGOON_ID)).filter((r) => Number(r.enabled) === 1);
  const holding = (await repo.listHoldingLagoonDay(db, config.estateId, date)).filter((b) => b.id !== exceptId);
  const held = new Map<string, number>();
  for (const booking of holding) {
    for (const line of JSON.parse(booking.lines) as BookingLine[]) held.set(line.id, (held.get(line.id) ?? 0) + line.quantity);
  }
  const services = resources.map((row) => {
    const open = openingHoursOn(toResource(row), date) !== null;
    return { id: row.id, name: resourceTitle(row.name), remaining: Math.max(0, (open ? Number(row.capacity) : 0) - (held.get(row.id) ?? 0)) };
  });
  return { resources, services, holding };
}

/** The associates of the unit already brought that day by a booking holding capacity. */
export function bookedAssociates(day: LagoonDay, unitNo: string): Set<string> {
  const ids = new Set<string>();
  for (const booking of day.holding) {
    if (booking.unit_no !== unitNo) continue;
    for (const person of JSON.parse(booking.people) as LagoonPerson[]) if (!person.isPrimary) ids.add(person.id);
  }
  return ids;
}

/** The unit's visitor allowance and what is left of it today (the unit's row, or the estate's default without one). */
async function visitorAllowance(db: Db | Trx, estateId: number, unitNo: string): Promise<{ allowed: number; available: number }> {
  const unit = await unitRecord(db, estateId, unitNo);
  if (unit) return { allowed: unit.allowedVisitors, available: availableVisitorInvites(unit, estateDate()) };
  const allowed = (await configFor(db, estateId)).limits.visitorsPerDay;
  return { allowed, available: allowed };
}

/**
 * GET API.lagoonAvailability?EstateID=&unitNo=&date=: the unit's day at the lagoon. The caller
 * manages the unit (a holder or its delegate).
 */
export async function lagoonAvailabilityFor(
  ctx: AppContext,
  callerId: string,
  estateId: number,
  unitNo: string,
  date: string,
  userID?: string,
): Promise<LagoonAvailability> {
  // A concierge asks for the resident they act for (issue 32): checked, then the resident's unit.
  await requireUnitPeople(ctx.db, await actingFor(ctx.db, callerId, estateId, unitNo, userID), estateId, unitNo);
  const config = await requireLagoon(ctx.db, estateId);
  const day = await lagoonDay(ctx.db, config, date);
  const { primaries, associates } = await unitPeople(ctx.db, estateId, unitNo);
  const visitors = await visitorAllowance(ctx.db, estateId, unitNo);
  return {
    date,
    services: day.services,
    remaining: lagoonRemaining(day.services),
    price: priceOf(config),
    allowedVisitors: visitors.allowed,
    availableVisitorInvites: visitors.available,
    availableAssociateBookings: Math.max(0, config.associatesPerUnit - bookedAssociates(day, unitNo).size),
    people: [...primaries, ...associates],
  };
}

// ---------------------------------------------------------------- the booking

/** The checks of spec 3 section 5 'Lagoon access' that need no capacity, in the form's order. */
async function checkLagoonForm(db: Db | Trx, userId: string, config: LagoonConfig, args: LagoonBookingArgs): Promise<void> {
  const times = lagoonTimesProblem(args.start, args.end);
  if (times) throw badRequest(times, 'lagoon/hours');
  const now = estateNow();
  if (args.date < now.date || (args.date === now.date && args.end <= now.time)) throw badRequest(BOOKING_MESSAGES.pastDate, 'lagoon/past');
  if (!config.futureBookingsEnabled && args.date !== now.date) throw badRequest(LAGOON_MESSAGES.futureDisabled, 'lagoon/future');
  const required = config.addressEstateName.trim().toLowerCase();
  if (required !== '' && !(await addressEstateNamesOf(db, userId)).some((name) => name.trim().toLowerCase() === required)) {
    throw badRequest(LAGOON_MESSAGES.addressRequired, 'lagoon/address');
  }
  if (args.visitors > 0) {
    if (args.visitorName === '') throw badRequest(LAGOON_MESSAGES.visitorName, 'lagoon/visitor-name');
    if (args.visitorPhone === '') throw badRequest(LAGOON_MESSAGES.visitorPhone, 'lagoon/visitor-phone');
    const { available } = await visitorAllowance(db, args.estateId, args.unitNo);
    if (available === 0) throw badRequest(LAGOON_MESSAGES.noInvites, 'lagoon/no-invites');
    if (args.visitors > available) throw badRequest(format(LAGOON_MESSAGES.visitorsLimit, { n: available }), 'lagoon/visitors');
  }
}

/** The stored booking answered again for a retried POST (the caller's own), else 'Unable to create booking'. */
async function replayed(db: Db | Trx, userId: string, id: string): Promise<LagoonBookingAnswer | undefined> {
  const existing = await repo.findBooking(db, id);
  if (!existing) return undefined;
  if (existing.user_id !== userId || existing.kind !== 'lagoon') throw badRequest(BOOKING_MESSAGES.createFailed, 'lagoon/exists');
  const booking = await bookingOf(db, existing);
  return { id, available: true, slotDetails: [], booking };
}

async function bookingOf(db: Db | Trx, row: repo.BookingRow): Promise<Booking> {
  return toBooking(row, await repo.findService(db, row.service_id));
}

/**
 * POST API.lagoonBooking (spec 3 section 4 'Lagoon booking'): checks the form, then counts the
 * day's capacity with the lagoon service's row locked. Short of anything: `available: false` with
 * each line's remaining (HTTP 200, nothing written). Otherwise the booking: without extra visitors
 * confirmed at once (BOOKED, or REQUESTED when the estate manager approves) and its people
 * registered; with them REQUESTED and awaiting the visitors' payment (price x visitors, cents),
 * which confirms it (the payments purpose 'lagoon'). A retried POST (same id) answers the same booking.
 */
export async function bookLagoon(ctx: AppContext, conciergeOrCallerId: string, args: LagoonBookingArgs): Promise<LagoonBookingAnswer> {
  // A concierge books as the resident they act for (issue 32): the booking is the resident's.
  const callerId = await actingFor(ctx.db, conciergeOrCallerId, args.estateId, args.unitNo, args.userID);
  await requireUnitPeople(ctx.db, callerId, args.estateId, args.unitNo);
  const config = await requireLagoon(ctx.db, args.estateId);
  const earlier = await replayed(ctx.db, callerId, args.id);
  if (earlier) return earlier;
  await checkLagoonForm(ctx.db, callerId, config, args);

  return writeTransaction(ctx.db, async (trx) => {
    const service = await repo.lockService(trx, ctx.dialect, config.LAGOON_ID);
    if (!service || service.kind !== 'lagoon' || Number(service.enabled) !== 1) throw badRequest(LAGOON_MESSAGES.notLagoon, 'lagoon/no-service');
    const raced = await replayed(trx, callerId, args.id);
    if (raced) return raced;

    const { primaries, associates } = await unitPeople(trx, args.estateId, args.unitNo);
    const primaryIds = new Set(primaries.map((p) => p.id));
    const chosen: LagoonPerson[] = [];
    for (const id of new Set(args.people)) {
      if (primaryIds.has(id)) continue;
      const associate = associates.find((a) => a.id === id);
      if (!associate) throw badRequest(BOOKING_MESSAGES.createFailed, 'lagoon/unknown-person');
      chosen.push(associate);
    }

    const day = await lagoonDay(trx, config, args.date);
    const already = bookedAssociates(day, args.unitNo);
    const available = Math.max(0, config.associatesPerUnit - already.size);
    if (chosen.filter((p) => !already.has(p.id)).length > available)
      throw badRequest(format(LAGOON_MESSAGES.associatesLimit, { n: available }), 'lagoon/associates');

    const [access, ...amenities] = day.resources;
    if (!access) throw badRequest(LAGOON_MESSAGES.notLagoon, 'lagoon/no-service');
    const quantities = new Map<string, number>();
    for (const line of args.resources) {
      if (line.id === access.id) continue; // the access counts people, whatever was sent
      if (!amenities.some((r) => r.id === line.id)) throw badRequest(BOOKING_MESSAGES.unknownService, 'lagoon/unknown-service');
      quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
    }
    const people = [...primaries, ...chosen];
    const lines: BookingLine[] = [
      { id: access.id, name: resourceTitle(access.name), quantity: lagoonHeadcount(people.length, args.visitors) },
      ...amenities.filter((r) => (quantities.get(r.id) ?? 0) > 0).map((r) => ({ id: r.id, name: resourceTitle(r.name), quantity: quantities.get(r.id) ?? 0 })),
    ];
    const remainingOf = (id: string) => day.services.find((s) => s.id === id)?.remaining ?? 0;
    const slotDetails = lines.map((line) => ({
      name: line.name,
      remaining: remainingOf(line.id),
      availableForCurrentBooking: line.quantity <= remainingOf(line.id),
    }));
    if (lagoonShortfall(lines, day.services).length > 0) return { id: args.id, available: false, slotDetails, booking: null };

    const customer = await core.findUserById(trx, callerId);
    const paid = args.visitors > 0;
    const autoApprove = Number(service.auto_approve) === 1;
    const now = Date.now();
    const row = await repo.insertBooking(trx, {
      id: args.id,
      estate_id: args.estateId,
      user_id: callerId,
      kind: 'lagoon',
      service_id: service.id,
      resource_id: '',
      status: !paid && autoApprove ? 'BOOKED' : 'REQUESTED',
      booking_date: args.date,
      start_time: args.start,
      end_time: args.end,
      lines: JSON.stringify(lines),
      visitors: args.visitors,
      visitor_name: paid ? args.visitorName : '',
      visitor_phone: paid ? args.visitorPhone : '',
      people: JSON.stringify(people),
      unit_no: args.unitNo,
      customer_email: customer?.email ?? '',
      customer_name: customer?.display_name ?? '',
      rejection_reason: '',
      invite_id: '',
      payment: paid ? 'awaiting' : 'none',
      amount_cents: paid ? visitorCost(priceOf(config), args.visitors) : 0,
      created_at: now,
      updated_at: now,
    });
    if (!paid) await registerPeople(trx, row);
    const action = { estateId: args.estateId, unitNo: args.unitNo, conciergeId: conciergeOrCallerId, residentId: callerId };
    await recordConciergeAction(trx, { ...action, kind: 'lagoon', subjectId: row.id });
    return { id: args.id, available: true, slotDetails, booking: await publishBooking(trx, row) };
  });
}

/** One 'Associate booking record' per person of a confirmed lagoon booking (once). */
async function registerPeople(trx: Trx, row: repo.BookingRow): Promise<void> {
  if ((await repo.countRegistrations(trx, row.id)) > 0) return;
  const now = Date.now();
  for (const person of JSON.parse(row.people) as LagoonPerson[]) {
    await repo.insertRegistration(trx, {
      id: crypto.randomUUID(),
      booking_id: row.id,
      estate_id: Number(row.estate_id),
      unit_no: row.unit_no,
      booking_date: row.booking_date,
      owner_id: row.user_id,
      user_id: person.isPrimary ? person.id : '',
      associate_id: person.isPrimary ? '' : person.id,
      is_primary: person.isPrimary ? 1 : 0,
      created_at: now,
    });
  }
}

// ---------------------------------------------------------------- the visitor invite

/**
 * The paid booking's visitor invite (spec 3 section 4 step 6): one invite for the named visitor,
 * the booking's date and times (a whole-day invite when the estate offers no time range), several
 * entries when more than one visitor comes and the estate allows it, through the lagoon's zone
 * when the estate has one named so (else its visitor zones). Answers the invite's id, or '' when
 * the invites module refuses it (the customer no longer manages the unit, the visitor's number is
 * their own, the window has passed, no visitor invite is left today): the booking stands.
 */
export async function sendVisitorInvite(trx: Trx, ctx: AppContext, row: repo.BookingRow): Promise<string> {
  const estateId = Number(row.estate_id);
  const settings = await settingsFor(trx, estateId);
  const preferred = activeVisitorType(settings, 1);
  const type = preferred && inviteKindOf(preferred) === 'visitor' ? preferred : settings.visitorTypes.find((t) => t.active && inviteKindOf(t) === 'visitor');
  if (!type) return '';
  const people = await configFor(trx, estateId);
  const zones = people.accessZones.filter((z) => z.active && z.kind !== 'letting');
  const lagoonZones = zones.filter((z) => /lagoon/i.test(z.accessZoneName));
  const offered = people.visitorSettings.accessDayOptions.filter((o) => o.active).map((o) => o.value);
  const wholeDay = offered.length > 0 && !offered.includes(0) && offered.includes(1);
  const args: InviteCreateArgs = {
    inviteId: crypto.randomUUID().replace(/-/g, ''),
    estateId,
    unitNo: row.unit_no,
    pkivisitorInviteTypeID: type.pkivisitorInviteTypeID,
    visitorName: row.visitor_name,
    visitorPhoneNumber: row.visitor_phone,
    visitorEmail: '',
    invitedDateStart: `${row.booking_date} ${wholeDay ? '00:01' : row.start_time}`,
    invitedDateEnd: `${row.booking_date} ${wholeDay ? '23:59' : row.end_time}`,
    dayCount: wholeDay ? 1 : 0,
    multiEntry: Number(row.visitors) > 1,
    accessZoneIDList: (lagoonZones.length > 0 ? lagoonZones : zones).map((z) => z.id),
    regularVisitorId: '',
  };
  try {
    return (await createInvite(trx, ctx, row.user_id, args)).invite.inviteId;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      ctx.log.warn({ bookingId: row.id, reason: error.message }, 'lagoon booking: visitor invite refused');
      return '';
    }
    throw error;
  }
}

// ---------------------------------------------------------------- payment (purpose 'lagoon')

/** PaymentPurposeHandler.prepare: the caller's own lagoon booking awaiting its visitors' payment. */
export async function prepareLagoonPayment(trx: Trx, userId: string, args: { estateId: number; subjectId: string }): Promise<Payable> {
  const row = await repo.findBooking(trx, args.subjectId);
  if (!row || row.user_id !== userId || row.kind !== 'lagoon' || Number(row.estate_id) !== args.estateId)
    throw notFound(PAYMENT_MESSAGES.notFound, 'lagoon/payment-not-found');
  if (row.payment !== 'awaiting' || row.status !== 'REQUESTED') throw badRequest(PAYMENT_MESSAGES.alreadyPaid, 'lagoon/already-paid');
  return {
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    amountCents: Number(row.amount_cents),
    description: format(LAGOON_MESSAGES.paymentDescription, { date: row.booking_date }),
  };
}

/**
 * PaymentPurposeHandler.settled, once per payment in its settling transaction: APPROVED confirms
 * the booking awaiting it (paid; BOOKED, or REQUESTED for the estate manager), registers its people
 * and sends the visitor invite; any other outcome fails it (CANCELED, 'Your payment was
 * unsuccessful...', its capacity freed). A payment approved after the booking was cancelled (by
 * its customer or the abandoned-payment job) is recorded as paid on the cancelled booking.
 */
export async function lagoonPaymentSettled(trx: Trx, payment: { subjectId: string; state: string }, ctx: AppContext): Promise<void> {
  const row = await repo.findBooking(trx, payment.subjectId);
  if (!row || row.kind !== 'lagoon') return;
  const now = Date.now();
  if (payment.state !== 'APPROVED') {
    const failed = await repo.transitionBooking(
      trx,
      row.id,
      { statuses: ['REQUESTED'], payment: 'awaiting' },
      {
        payment: 'failed',
        status: 'CANCELED',
        rejection_reason: LAGOON_MESSAGES.paymentUnsuccessful,
        updated_at: now,
      },
    );
    if (failed) await publishBooking(trx, failed);
    return;
  }
  const service = await repo.findService(trx, row.service_id);
  const autoApprove = Number(service?.auto_approve ?? 0) === 1;
  const confirmed = await repo.transitionBooking(
    trx,
    row.id,
    { statuses: ['REQUESTED'], payment: 'awaiting' },
    { payment: 'paid', status: autoApprove ? 'BOOKED' : 'REQUESTED', updated_at: now },
  );
  if (!confirmed) {
    // Cancelled meanwhile: the money is recorded against it (the estate office refunds).
    const late = await repo.transitionBooking(trx, row.id, { statuses: ['CANCELED'], payment: 'awaiting' }, { payment: 'paid', updated_at: now });
    if (late) await publishBooking(trx, late);
    return;
  }
  await registerPeople(trx, confirmed);
  const inviteId = Number(confirmed.visitors) > 0 ? await sendVisitorInvite(trx, ctx, confirmed) : '';
  const withInvite = inviteId === '' ? confirmed : await repo.updateBooking(trx, confirmed.id, { invite_id: inviteId });
  const booking = await publishBooking(trx, withInvite);
  if (booking.status === 'BOOKED') {
    await notifyDecision(trx, booking);
  }
}

/**
 * The backstop of abandoned payments (the payments module closes attempts after 30 minutes, which
 * settles them): a lagoon booking still awaiting its payment 45 minutes after it was made, with
 * no approved payment, is cancelled as unsuccessful. Answers how many.
 */
export async function cancelAbandonedLagoonBookings(ctx: AppContext, now: number = Date.now()): Promise<number> {
  let cancelled = 0;
  for (const { id } of await repo.listAwaitingSince(ctx.db, now - 45 * 60_000)) {
    if (await hasApprovedPayment(ctx.db, 'lagoon', id)) continue;
    const done = await writeTransaction(ctx.db, async (trx) => {
      const failed = await repo.transitionBooking(
        trx,
        id,
        { statuses: ['REQUESTED'], payment: 'awaiting' },
        {
          payment: 'failed',
          status: 'CANCELED',
          rejection_reason: LAGOON_MESSAGES.paymentUnsuccessful,
          updated_at: Date.now(),
        },
      );
      // Cancelled by its customer while waiting: only the payment is closed.
      const closed =
        failed ?? (await repo.transitionBooking(trx, id, { statuses: ['CANCELED'], payment: 'awaiting' }, { payment: 'failed', updated_at: Date.now() }));
      if (closed) await publishBooking(trx, closed);
      return failed !== undefined;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
