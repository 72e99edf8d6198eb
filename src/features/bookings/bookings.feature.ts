import { bookingsMutations as m, bookingsTables as t, type BookingResource, type BookingService } from '../../contract/bookings';
import { clientTable, defineFeature, defineMutation, ESTATE_ID_VERSION } from '../../db/feature';
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
    bookingServices: clientTable(t.bookingServices, 5, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['EstateID'] }),
    bookingResources: clientTable(t.bookingResources, 5, ['estateId', 'serviceId'], { until: ESTATE_ID_VERSION, indexes: ['EstateID', 'serviceId'] }),
    bookingSlots: clientTable(t.bookingSlots, 5, ['[resourceId+date]']),
    bookings: clientTable(t.bookings, 5, ['estateId', 'userId', 'status', 'date'], {
      until: ESTATE_ID_VERSION,
      indexes: ['EstateID', 'userId', 'status', 'date'],
    }),
    lagoonConfig: clientTable(t.lagoonConfig, 5, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
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
