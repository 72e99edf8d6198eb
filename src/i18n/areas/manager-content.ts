import { registerMessages } from '..';
import entries from '../en/manager-content';

/** Importing this module adds the manager-content area's words to the ones `t()` reads. */
registerMessages(entries);
