import type { Booking, BookingRescheduleArgs } from '../../../src/contract/bookings';
import { estateNow, lagoonShortfall, lagoonTab, lagoonTimesProblem, shortfallText } from '../../../src/domain/bookings';
import { BOOKING_MESSAGES, LAGOON_MESSAGES } from '../../../src/i18n/en/bookings';
import { format } from '../../../src/i18n/format';
import type { Actor, AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import type { Trx } from '../../sync/change-log';
import { linesOf, peopleOf } from './bookings-rows';
import * as repo from './bookings.repository';
import { ownBooking, publishBooking, rescheduleBooking, withdrawInvite } from './bookings.service';
import { requireLagoon } from './catalogue.service';
import { bookedAssociates, lagoonDay, sendVisitorInvite } from './lagoon.service';

const holds = (status: string) => (repo.HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * `bookings.reschedule` of a lagoon booking (spec 3 sections 4 and 5): the customer's upcoming
 * REQUESTED or BOOKED booking moves to a new date and times under the rules of booking it
 * ('Lagoon access': 08:00 to 19:00 hourly, at least 60 minutes, not in the past, today only
 * unless future bookings are enabled). The same people, visitors and amenities must fit the new
 * day with the lagoon's row locked (its own hold left out): short, the 'Only N {name} left' lines
 * and nothing changes; the associates brought count against the unit's allowance of that day.
 * It is REQUESTED again unless the lagoon approves by itself (a booking awaiting its payment
 * stays so); its people's registrations move with it, and a visitor invite it sent is withdrawn
 * and sent again for the new day.
 */
export async function rescheduleLagoonBooking(trx: Trx, ctx: AppContext, userId: string, args: BookingRescheduleArgs): Promise<Booking> {
  const row = await ownBooking(trx, userId, args.id);
  if (row.kind !== 'lagoon' || !holds(row.status)) throw badRequest(BOOKING_MESSAGES.notChangeable, 'bookings/not-changeable');
  const now = estateNow();
  if (lagoonTab({ date: row.booking_date, end: row.end_time }, now) === 'past') throw badRequest(LAGOON_MESSAGES.tooLateToReschedule, 'lagoon/too-late');
  const estateId = Number(row.estate_id);
  const config = await requireLagoon(trx, estateId);
  const times = lagoonTimesProblem(args.start, args.end);
  if (times) throw badRequest(times, 'lagoon/hours');
  if (args.date < now.date || (args.date === now.date && args.end <= now.time)) throw badRequest(BOOKING_MESSAGES.pastDate, 'lagoon/past');
  if (!config.futureBookingsEnabled && args.date !== now.date) throw badRequest(LAGOON_MESSAGES.futureDisabled, 'lagoon/future');

  const service = await repo.lockService(trx, ctx.dialect, config.LAGOON_ID);
  if (!service || service.kind !== 'lagoon' || Number(service.enabled) !== 1) throw badRequest(LAGOON_MESSAGES.notLagoon, 'lagoon/no-service');
  const day = await lagoonDay(trx, config, args.date, row.id);
  const short = lagoonShortfall(linesOf(row.lines), day.services);
  if (short.length > 0) throw badRequest([LAGOON_MESSAGES.rescheduleFull, ...short.map(shortfallText)].join('\n'), 'lagoon/full');
  const already = bookedAssociates(day, row.unit_no);
  const available = Math.max(0, config.associatesPerUnit - already.size);
  const brought = peopleOf(row.people).filter((p) => !p.isPrimary && !already.has(p.id));
  if (brought.length > available) throw badRequest(format(LAGOON_MESSAGES.associatesLimit, { n: available }), 'lagoon/associates');

  const awaiting = row.payment === 'awaiting';
  const moved = await repo.transitionBooking(
    trx,
    row.id,
    { statuses: repo.HOLDING_STATUSES },
    {
      booking_date: args.date,
      start_time: args.start,
      end_time: args.end,
      status: !awaiting && Number(service.auto_approve) === 1 ? 'BOOKED' : 'REQUESTED',
      updated_at: Date.now(),
    },
  );
  if (!moved) throw badRequest(BOOKING_MESSAGES.notChangeable, 'bookings/not-changeable');
  await repo.moveRegistrations(trx, row.id, args.date);
  if (moved.invite_id === '') return publishBooking(trx, moved);
  await withdrawInvite(trx, moved);
  const inviteId = await sendVisitorInvite(trx, ctx, moved);
  return publishBooking(trx, await repo.updateBooking(trx, moved.id, { invite_id: inviteId }));
}

/** The `bookings.reschedule` mutator: a lagoon booking by the lagoon's rules, a facility booking by its slots. */
export async function rescheduleBookingMutator(trx: Trx, actor: Actor, args: BookingRescheduleArgs, ctx: AppContext): Promise<void> {
  const row = await repo.findBooking(trx, args.id);
  if (row?.kind === 'lagoon') await rescheduleLagoonBooking(trx, ctx, actor.userId, args);
  else await rescheduleBooking(trx, ctx, actor.userId, args);
}
