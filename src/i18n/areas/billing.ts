import { registerMessages } from '..';
import entries from '../en/billing';

/** Importing this module adds the billing area's words to the ones `t()` reads. */
registerMessages(entries);
