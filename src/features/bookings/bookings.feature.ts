import { bookingsMutations as m, bookingsTables as t } from '../../contract/bookings';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { BOOKING_MESSAGES } from '../../i18n/en/bookings';

/** Facility bookings and the lagoon. */
export const feature = defineFeature({
  tables: {
    bookingServices: clientTable(t.bookingServices, 5, ['EstateID']),
    bookingResources: clientTable(t.bookingResources, 5, ['EstateID', 'serviceId']),
    bookingSlots: clientTable(t.bookingSlots, 5, ['[resourceId+date]']),
    bookings: clientTable(t.bookings, 5, ['EstateID', 'userId', 'status', 'date']),
    lagoonConfig: clientTable(t.lagoonConfig, 5),
  },
  mutations: {
    // The optimistic row carries the service and resource the screen chose: bookings.api.ts writes it.
    'bookings.request': defineMutation(m['bookings.request'], { table: 'bookings', rowId: (args) => args.id }),
    'bookings.cancel': defineMutation(m['bookings.cancel'], {
      table: 'bookings',
      rowId: (args) => args.id,
      apply: (args, { db }) => db.bookings.update(args.id, { status: 'CANCELED', rejectionReason: BOOKING_MESSAGES.cancelReason, modified: Math.floor(Date.now() / 1000) }),
    }),
    'bookings.reschedule': defineMutation(m['bookings.reschedule'], {
      table: 'bookings',
      rowId: (args) => args.id,
      apply: (args, { db }) => db.bookings.update(args.id, { date: args.date, start: args.start, end: args.end, status: 'REQUESTED', modified: Math.floor(Date.now() / 1000) }),
    }),
  },
});
