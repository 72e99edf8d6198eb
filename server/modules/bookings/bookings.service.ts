import type { Booking, BookingCancelArgs, BookingDecisionArgs, BookingRequestArgs, BookingRescheduleArgs } from '../../../src/contract/bookings';
import { checkBookingTimes, estateNow, lagoonTab, peakTaken, resourceTitle, timeToMinutes } from '../../../src/domain/bookings';
import { MANAGER_ROLES, UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { BOOKING_MESSAGES, BOOKING_NOTIFICATIONS, LAGOON_MESSAGES } from '../../../src/i18n/en/bookings';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { Actor, AppContext } from '../../context';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { revokeInvite } from '../invites/invites.service';
import { notify } from '../notifications/notifications.service';
import { toBooking, toResource, toSlot } from './bookings-rows';
import * as repo from './bookings.repository';
import * as core from '../core/core.service';
import { paidInTokens, refundForBooking, respendForBooking, spendForBooking } from './sports-tokens.service';

/**
 * Facility bookings (spec 3 sections 4, 5 and 7): requested through the outbox and checked when
 * they arrive, inside the write transaction with the resource's row locked, so of two residents
 * pushing the same slot exactly one gets it; cancelled and rescheduled by their customer; approved
 * or rejected by the estate manager (the customer is notified), or booked at once when the
 * service approves by itself. A booking goes to its customer's scope and to the estate managers';
 * its taken time (no names) to the estate's scope while it holds it.
 */

const BOOKING_TYPE = 'booking';

// ---------------------------------------------------------------- publishing

/** Publishes a booking to its customer and the estate's managers (never tombstoned while it exists). */
export async function publishBooking(trx: Trx, row: repo.BookingRow): Promise<Booking> {
  const booking = toBooking(row, await repo.findService(trx, row.service_id));
  await publish(trx, scopes.user(row.user_id), 'bookings', booking.id, booking);
  await publish(trx, scopes.manager(booking.estateId), 'bookings', booking.id, booking);
  return booking;
}

/** The facility booking's taken time in the estate's scope while it holds it, else its tombstone. */
async function publishSlot(trx: Trx, row: repo.BookingRow): Promise<void> {
  if (row.kind !== 'facility' || row.resource_id === '') return;
  const holds = (repo.HOLDING_STATUSES as readonly string[]).includes(row.status);
  await publish(trx, scopes.estate(Number(row.estate_id)), 'bookingSlots', row.id, holds ? toSlot(row) : null);
}

/** The facility named in messages: the resource's title, else the service's name. */
function facilityName(booking: Booking): string {
  const line = booking.resources[0];
  return booking.kind === 'facility' && line ? resourceTitle(line.name) : booking.serviceName;
}

/** Tells the customer what became of their booking ('booking' notification, spec 1 bookingDetail). */
export async function notifyDecision(trx: Trx, booking: Booking): Promise<void> {
  const params = { facility: facilityName(booking), date: booking.date, start: booking.start, end: booking.end, reason: booking.rejectionReason };
  const booked = booking.status === 'BOOKED';
  await notify(trx, {
    userId: booking.userId,
    estateId: booking.estateId,
    type: BOOKING_TYPE,
    title: booked ? BOOKING_NOTIFICATIONS.bookedTitle : BOOKING_NOTIFICATIONS.rejectedTitle,
    description: format(booked ? BOOKING_NOTIFICATIONS.bookedText : BOOKING_NOTIFICATIONS.rejectedText, params),
    actionID: booking.id,
  });
}

/** Withdraws the visitor invite a lagoon booking sent (its customer's unit manages it); a refusal there leaves it. */
export async function withdrawInvite(trx: Trx, row: repo.BookingRow): Promise<void> {
  if (row.invite_id === '') return;
  try {
    await revokeInvite(trx, row.user_id, { inviteId: row.invite_id });
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  }
}

// ---------------------------------------------------------------- the slot check

/**
 * Locks the resource and checks the times against what else holds it (the spec's messages).
 * Answers the locked resource row. Take it before anything publishes.
 */
async function checkSlot(trx: Trx, ctx: AppContext, resourceId: string, date: string, start: string, end: string, exceptId: string): Promise<repo.ResourceRow> {
  const row = await repo.lockResource(trx, ctx.dialect, resourceId);
  if (!row || Number(row.enabled) !== 1) throw badRequest(BOOKING_MESSAGES.unknownService, 'bookings/unknown-service');
  const resource = toResource(row);
  const now = estateNow();
  const timesProblem = checkBookingTimes(resource, date, start, end, [], now, resource.minMinutes);
  if (timesProblem) throw badRequest(timesProblem, 'bookings/times');
  const taken = (await repo.listHoldingOnResource(trx, resourceId, date, exceptId)).map(toSlot);
  const takenProblem = checkBookingTimes(resource, date, start, end, taken, now, resource.minMinutes);
  if (takenProblem) throw badRequest(takenProblem, 'bookings/slot-taken');
  return row;
}

// ---------------------------------------------------------------- request, cancel, reschedule

/**
 * `bookings.request` (spec 3 'Booking request'): the caller books one of the estate's enabled
 * facilities for themselves; REQUESTED for the estate manager to decide, or BOOKED at once when
 * the service approves by itself. A replay of its id changes nothing.
 */
export async function requestBooking(trx: Trx, ctx: AppContext, userId: string, args: BookingRequestArgs): Promise<Booking> {
  if (args.unitNo === '')
    await requireAccess(trx, userId, { estateId: args.estateId, member: true, message: BOOKING_MESSAGES.failed, code: 'bookings/not-member' });
  else
    await requireAccess(trx, userId, {
      estateId: args.estateId,
      unitNo: args.unitNo,
      roles: UNIT_PEOPLE_ROLES,
      message: BOOKING_MESSAGES.failed,
      code: 'bookings/not-member',
    });

  const replay = async () => {
    const existing = await repo.findBooking(trx, args.id);
    if (!existing) return undefined;
    if (existing.user_id !== userId) throw badRequest(BOOKING_MESSAGES.createFailed, 'bookings/exists');
    return toBooking(existing, await repo.findService(trx, existing.service_id));
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const service = await repo.findService(trx, args.serviceId);
  const resource = await repo.findResource(trx, args.resourceId);
  if (
    !service ||
    !resource ||
    Number(service.estate_id) !== args.estateId ||
    resource.service_id !== service.id ||
    service.kind !== 'facility' ||
    Number(service.enabled) !== 1
  ) {
    throw badRequest(BOOKING_MESSAGES.unknownService, 'bookings/unknown-service');
  }
  await checkSlot(trx, ctx, resource.id, args.date, args.start, args.end, args.id);
  const raced = await replay();
  if (raced) return raced;

  const customer = await core.findUserById(trx, userId);
  const autoApprove = Number(service.auto_approve) === 1;
  // A priced facility under the estate's newBookingsFlow is paid in sports tokens, spent here once.
  const tokens = (await paidInTokens(trx, service))
    ? await spendForBooking(trx, ctx.dialect, { id: args.id, estateId: args.estateId, userId, start: args.start, end: args.end })
    : 0;
  const now = Date.now();
  const row = await repo.insertBooking(trx, {
    id: args.id,
    estate_id: args.estateId,
    user_id: userId,
    kind: 'facility',
    service_id: service.id,
    resource_id: resource.id,
    status: autoApprove ? 'BOOKED' : 'REQUESTED',
    booking_date: args.date,
    start_time: args.start,
    end_time: args.end,
    lines: JSON.stringify([{ id: resource.id, name: resource.name, quantity: 1 }]),
    visitors: 0,
    visitor_name: '',
    visitor_phone: '',
    people: '[]',
    unit_no: args.unitNo,
    customer_email: customer?.email ?? '',
    customer_name: customer?.display_name ?? '',
    rejection_reason: '',
    payment: 'none',
    // The facility's price at the time of the request (paid to the estate, or in tokens: tokens_spent).
    amount_cents: Number(service.price_cents),
    invite_id: '',
    created_at: now,
    updated_at: now,
    tokens_spent: tokens,
  });
  const booking = await publishBooking(trx, row);
  await publishSlot(trx, row);
  if (autoApprove) await notifyDecision(trx, booking);
  return booking;
}

/** The caller's own booking (403 notYours for another's, 404 for none). */
export async function ownBooking(trx: Trx, userId: string, id: string): Promise<repo.BookingRow> {
  const row = await repo.findBooking(trx, id);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound, 'bookings/not-found');
  if (row.user_id !== userId) throw forbidden(BOOKING_MESSAGES.notYours, 'bookings/not-yours');
  return row;
}

/**
 * `bookings.cancel` (spec 3 section 4 'Cancel'): the customer's REQUESTED or BOOKED booking
 * becomes CANCELED with 'Cancellation requested by user'; its time is freed (a lagoon booking's
 * visitor invite is revoked). Cancelling one already cancelled changes nothing. A lagoon booking
 * is cancelled while it is upcoming (spec 3 section 4: past once its end has gone today).
 */
export async function cancelBooking(trx: Trx, ctx: AppContext, userId: string, args: BookingCancelArgs): Promise<Booking> {
  const row = await ownBooking(trx, userId, args.id);
  if (row.status === 'CANCELED') return toBooking(row, await repo.findService(trx, row.service_id));
  if (row.kind === 'lagoon' && lagoonTab({ date: row.booking_date, end: row.end_time }, estateNow()) === 'past')
    throw badRequest(LAGOON_MESSAGES.tooLateToCancel, 'lagoon/too-late');
  const updated = await repo.transitionBooking(
    trx,
    row.id,
    { statuses: repo.HOLDING_STATUSES },
    { status: 'CANCELED', rejection_reason: BOOKING_MESSAGES.cancelReason, updated_at: Date.now(), tokens_spent: 0 },
  );
  if (!updated) throw badRequest(BOOKING_MESSAGES.notChangeable, 'bookings/not-changeable');
  await refundForBooking(trx, ctx.dialect, row);
  await withdrawInvite(trx, updated);
  const booking = await publishBooking(trx, updated);
  await publishSlot(trx, updated);
  return booking;
}

/**
 * `bookings.reschedule` (spec 3 section 5 'Reschedule'): the customer's REQUESTED or BOOKED
 * facility booking moves to a new date and times, checked like a request (its own time left
 * out); REQUESTED again unless the service approves by itself. A lagoon booking is moved by
 * rescheduleLagoonBooking (lagoon-changes.service.ts), which the mutator picks by the booking's kind.
 */
export async function rescheduleBooking(trx: Trx, ctx: AppContext, userId: string, args: BookingRescheduleArgs): Promise<Booking> {
  const row = await ownBooking(trx, userId, args.id);
  if (row.kind !== 'facility' || !(repo.HOLDING_STATUSES as readonly string[]).includes(row.status))
    throw badRequest(BOOKING_MESSAGES.notChangeable, 'bookings/not-changeable');
  const service = await repo.findService(trx, row.service_id);
  // An archived (or switched off) facility keeps its bookings but takes no new times.
  if (!service || Number(service.enabled) !== 1) throw badRequest(BOOKING_MESSAGES.unknownService, 'bookings/unknown-service');
  await checkSlot(trx, ctx, row.resource_id, args.date, args.start, args.end, row.id);
  const autoApprove = Number(service.auto_approve) === 1;
  const tokens = await respendForBooking(trx, ctx.dialect, row, args.start, args.end);
  const updated = await repo.transitionBooking(
    trx,
    row.id,
    { statuses: repo.HOLDING_STATUSES },
    {
      booking_date: args.date,
      start_time: args.start,
      end_time: args.end,
      status: autoApprove ? 'BOOKED' : 'REQUESTED',
      updated_at: Date.now(),
      tokens_spent: tokens,
    },
  );
  if (!updated) throw badRequest(BOOKING_MESSAGES.notChangeable, 'bookings/not-changeable');
  const booking = await publishBooking(trx, updated);
  await publishSlot(trx, updated);
  return booking;
}

// ---------------------------------------------------------------- mutators

export async function requestBookingMutator(trx: Trx, actor: Actor, args: BookingRequestArgs, ctx: AppContext): Promise<void> {
  await requestBooking(trx, ctx, actor.userId, args);
}

export async function cancelBookingMutator(trx: Trx, actor: Actor, args: BookingCancelArgs, ctx: AppContext): Promise<void> {
  await cancelBooking(trx, ctx, actor.userId, args);
}

// ---------------------------------------------------------------- the estate manager's decision

/**
 * POST API.bookingDecision (manager console): the estate's manager approves a REQUESTED booking
 * (BOOKED; a facility's time is checked again, so two requests for one slot cannot both be
 * approved) or rejects it with a reason (REJECTED; its time is freed). The customer is notified.
 * A lagoon booking waiting for its payment is not decided until it is paid.
 */
export async function decideBooking(ctx: AppContext, callerId: string, bookingId: string, args: BookingDecisionArgs): Promise<Booking> {
  const found = await repo.findBooking(ctx.db, bookingId);
  if (!found) throw notFound(BOOKING_MESSAGES.notFound, 'bookings/not-found');
  await requireAccess(ctx.db, callerId, {
    estateId: Number(found.estate_id),
    roles: MANAGER_ROLES,
    message: BOOKING_MESSAGES.notManager,
    code: 'bookings/not-manager',
  });
  if (args.decision === 'reject' && args.reason === '') throw badRequest(BOOKING_MESSAGES.reasonRequired, 'bookings/reason-required');
  return writeTransaction(ctx.db, async (trx) => {
    const row = await repo.findBooking(trx, bookingId);
    if (!row || row.status !== 'REQUESTED' || row.payment === 'awaiting') throw badRequest(BOOKING_MESSAGES.notChangeable, 'bookings/not-changeable');
    if (args.decision === 'approve' && row.kind === 'facility') await recheckForApproval(trx, ctx, row);
    const patch =
      args.decision === 'approve'
        ? { status: 'BOOKED', updated_at: Date.now() }
        : { status: 'REJECTED', rejection_reason: args.reason, updated_at: Date.now(), tokens_spent: 0 };
    const updated = await repo.transitionBooking(trx, row.id, { statuses: ['REQUESTED'] }, patch);
    if (!updated) throw badRequest(BOOKING_MESSAGES.notChangeable, 'bookings/not-changeable');
    if (updated.status === 'REJECTED') await refundForBooking(trx, ctx.dialect, row);
    if (updated.status === 'REJECTED') await withdrawInvite(trx, updated);
    const booking = await publishBooking(trx, updated);
    await publishSlot(trx, updated);
    await notifyDecision(trx, booking);
    return booking;
  });
}

/** Approving: the booking's time must still fit the capacity beside what else holds it (its own left out). */
async function recheckForApproval(trx: Trx, ctx: AppContext, row: repo.BookingRow): Promise<void> {
  const resource = await repo.lockResource(trx, ctx.dialect, row.resource_id);
  if (!resource) throw badRequest(BOOKING_MESSAGES.unknownService, 'bookings/unknown-service');
  const others = (await repo.listHoldingOnResource(trx, row.resource_id, row.booking_date, row.id)).map(toSlot);
  const from = timeToMinutes(row.start_time);
  const to = timeToMinutes(row.end_time);
  if (peakTaken(others, from, to) + toSlot(row).quantity > Number(resource.capacity)) {
    throw badRequest(
      format(BOOKING_MESSAGES.slotTaken, { facility: resourceTitle(resource.name), date: row.booking_date, start: row.start_time, end: row.end_time }),
      'bookings/slot-taken',
    );
  }
}

// ---------------------------------------------------------------- account deletion

/**
 * The user's bookings go with their account (`user_id`); before they do, their facility time is
 * freed in the estate's scope and their rows leave the managers' scope (the customer's name and
 * e-mail are in them). Runs inside the account-deletion transaction.
 */
export async function forgetUserBookings(trx: Trx, userId: string): Promise<void> {
  for (const row of await repo.listUserBookings(trx, userId)) {
    const estateId = Number(row.estate_id);
    if (row.kind === 'facility' && (repo.HOLDING_STATUSES as readonly string[]).includes(row.status))
      await publish(trx, scopes.estate(estateId), 'bookingSlots', row.id, null);
    await publish(trx, scopes.manager(estateId), 'bookings', row.id, null);
  }
}

/**
 * Stores a booking as given and publishes it with its slot: the demo seed's bookings (a past one
 * among them, which a request would refuse). Requests go through requestBooking.
 */
export async function storeBooking(trx: Trx, row: Parameters<typeof repo.insertBooking>[1]): Promise<Booking> {
  const stored = await repo.insertBooking(trx, row);
  const booking = await publishBooking(trx, stored);
  await publishSlot(trx, stored);
  return booking;
}
