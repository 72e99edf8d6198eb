import { registerMessages } from '..';
import entries from '../en/facility-admin';

/** Importing this module adds the facility-admin area's words to the ones `t()` reads. */
registerMessages(entries);
