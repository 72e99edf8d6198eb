import { BOOKING_MESSAGES } from '../../../src/i18n/en/bookings';
import type { Module } from '../../context';
import { badRequest } from '../../lib/errors';

/** Facility bookings and the lagoon (spec 3; issue 11). Placeholder until the module lands: every booking write is refused. */
const notBuilt = async (): Promise<void> => {
  throw badRequest(BOOKING_MESSAGES.createFailed);
};

export const bookingsModule: Module = {
  name: 'bookings',
  mutators: {
    'bookings.request': notBuilt,
    'bookings.cancel': notBuilt,
    'bookings.reschedule': notBuilt,
  },
};
