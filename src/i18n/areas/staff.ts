import { registerMessages } from '..';
import entries from '../en/staff';

/** Importing this module adds the staff area's words to the ones `t()` reads. */
registerMessages(entries);
