import { registerMessages } from '..';
import entries from '../en/units';

/** Importing this module adds the units area's words to the ones `t()` reads. */
registerMessages(entries);
