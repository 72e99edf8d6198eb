import { registerMessages } from '..';
import entries from '../en/console';

/** Importing this module adds the console area's words to the ones `t()` reads. */
registerMessages(entries);
