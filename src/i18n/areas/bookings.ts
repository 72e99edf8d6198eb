import { registerMessages } from '..';
import entries from '../en/bookings';

/** Importing this module adds the bookings area's words to the ones `t()` reads. */
registerMessages(entries);
