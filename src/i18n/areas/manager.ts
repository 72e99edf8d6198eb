import { registerMessages } from '..';
import entries from '../en/manager';

/** Importing this module adds the manager area's words to the ones `t()` reads. */
registerMessages(entries);
