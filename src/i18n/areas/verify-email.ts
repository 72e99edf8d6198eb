import { registerMessages } from '..';
import entries from '../en/verify-email';

/** Importing this module adds the verify-email area's words to the ones `t()` reads. */
registerMessages(entries);
