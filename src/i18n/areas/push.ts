import { registerMessages } from '..';
import entries from '../en/push';

/** Importing this module adds the push area's words to the ones `t()` reads. */
registerMessages(entries);
