import { bookingsMutations as m, bookingsTables as t, type BookingResource, type BookingService } from '../../contract/bookings';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { stores } from './bookings.stores';
import { BOOKING_MESSAGES } from '../../i18n/en/bookings.messages';

/** The service and resource the screen chose: the optimistic booking shows their names. */
export type BookingChosen = { service: Pick<BookingService, 'name' | 'locationId' | 'locationName'>; resource: Pick<BookingResource, 'name'> };

declare module '../../db/feature' {
  interface MutationLocals {
    'bookings.request': BookingChosen;
  }
}

/** Facility bookings and the lagoon. */
export const feature = defineFeature({
  tables: {
    bookingServices: clientTable(t.bookingServices, stores.tables.bookingServices),
    bookingResources: clientTable(t.bookingResources, stores.tables.bookingResources),
    bookingSlots: clientTable(t.bookingSlots, stores.tables.bookingSlots),
    bookings: clientTable(t.bookings, stores.tables.bookings),
    lagoonConfig: clientTable(t.lagoonConfig, stores.tables.lagoonConfig),
  },
  mutations: {
    'bookings.request': defineMutation(m['bookings.request'], {
      table: 'bookings',
      rowId: (args) => args.id,
      apply: async (args, { db, userId }, chosen: BookingChosen) => {
        const me = await db.users.get(userId);
        const now = Date.now();
        await db.bookings.put({
          id: args.id,
          estateId: args.estateId,
          userId,
          kind: 'facility',
          serviceId: args.serviceId,
          serviceName: chosen.service.name,
          locationId: chosen.service.locationId,
          locationName: chosen.service.locationName,
          status: 'REQUESTED',
          date: args.date,
          start: args.start,
          end: args.end,
          resources: [{ id: args.resourceId, name: chosen.resource.name, quantity: 1 }],
          visitors: 0,
          visitorName: '',
          visitorPhone: '',
          people: [],
          unitNo: args.unitNo,
          customer_email: me?.email ?? '',
          customer_name: me ? `${me.firstName} ${me.lastName}`.trim() : '',
          rejectionReason: '',
          payment: 'none',
          amountCents: 0,
          inviteId: '',
          createdAt: now,
          modified: Math.floor(now / 1000),
        });
      },
    }),
    'bookings.cancel': defineMutation(m['bookings.cancel'], {
      table: 'bookings',
      rowId: (args) => args.id,
      apply: (args, { db }) =>
        db.bookings.update(args.id, { status: 'CANCELED', rejectionReason: BOOKING_MESSAGES.cancelReason, modified: Math.floor(Date.now() / 1000) }),
    }),
    'bookings.reschedule': defineMutation(m['bookings.reschedule'], {
      table: 'bookings',
      rowId: (args) => args.id,
      apply: (args, { db }) =>
        db.bookings.update(args.id, { date: args.date, start: args.start, end: args.end, status: 'REQUESTED', modified: Math.floor(Date.now() / 1000) }),
    }),
  },
});
