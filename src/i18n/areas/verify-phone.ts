import { registerMessages } from '..';
import entries from '../en/verify-phone';

/** Importing this module adds the verify-phone area's words to the ones `t()` reads. */
registerMessages(entries);
