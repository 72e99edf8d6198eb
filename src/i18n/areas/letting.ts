import { registerMessages } from '..';
import entries from '../en/letting';

/** Importing this module adds the letting area's words to the ones `t()` reads. */
registerMessages(entries);
