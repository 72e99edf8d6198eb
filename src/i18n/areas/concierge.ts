import { registerMessages } from '..';
import entries from '../en/concierge';

/** Importing this module adds the concierge area's words to the ones `t()` reads. */
registerMessages(entries);
