import { registerMessages } from '..';
import entries from '../en/guard';

/** Importing this module adds the guard area's words to the ones `t()` reads. */
registerMessages(entries);
