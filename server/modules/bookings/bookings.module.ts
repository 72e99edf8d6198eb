import type { Module } from '../../context';
import { BookingCancelArgsSchema, BookingRequestArgsSchema, BookingRescheduleArgsSchema } from '../../../src/contract/bookings';
import { defineMutator } from '../../sync/define-mutator';
import { bookingsRoutes } from './bookings.routes';
import { cancelBookingMutator, forgetUserBookings, requestBookingMutator } from './bookings.service';
import { rescheduleBookingMutator } from './lagoon-changes.service';
import { cancelAbandonedLagoonBookings, lagoonPaymentSettled, prepareLagoonPayment } from './lagoon.service';
import { bookingsMigration } from './migrations/053_bookings';
import { facilityAdminMigration } from './migrations/068_facility_admin';
import { sportsTokensMigration } from './migrations/099_sports_tokens';
// Adds the area's tables to Database (declaration merging).
import './bookings.tables';
import { seedDemoBookings } from '../../seed/demo-bookings';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Facility bookings and the lagoon (spec 3): the estate's services, resources and lagoon
 * configuration (estate scope), facility bookings through sync (the slot checked at push with the
 * resource's row locked), the estate manager's decisions and facility settings, the lagoon's
 * availability and bookings, the lagoon's visitors payment (purpose 'lagoon') and the backstop
 * job for abandoned payments.
 */
export const bookingsModule = {
  name: 'bookings',
  routes: bookingsRoutes,
  mutators: {
    'bookings.request': defineMutator(BookingRequestArgsSchema, requestBookingMutator),
    'bookings.cancel': defineMutator(BookingCancelArgsSchema, cancelBookingMutator),
    'bookings.reschedule': defineMutator(BookingRescheduleArgsSchema, rescheduleBookingMutator),
  },
  payments: {
    lagoon: {
      prepare: (trx, userId, args) => prepareLagoonPayment(trx, userId, args),
      settled: (trx, payment, ctx) => lagoonPaymentSettled(trx, payment, ctx),
    },
  },
  jobs: [
    {
      name: 'lagoon abandoned payments',
      everyMs: FIVE_MINUTES,
      async run(ctx, log) {
        const cancelled = await cancelAbandonedLagoonBookings(ctx);
        if (cancelled > 0) log.info({ cancelled }, 'cancelled lagoon bookings whose visitors payment never came');
      },
    },
  ],
  onAccountDeletion: forgetUserBookings,
  migrations: {
    '053_bookings': bookingsMigration,
    '068_facility_admin': facilityAdminMigration,
    '099_sports_tokens': sportsTokensMigration,
  },
  seed: { after: ['auth'], rows: seedDemoBookings },
} satisfies Module;
