import { registerMessages } from '..';
import entries from '../en/records';

/** Importing this module adds the records area's words to the ones `t()` reads. */
registerMessages(entries);
