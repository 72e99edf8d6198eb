import { registerMessages } from '..';
import entries from '../en/moves';

/** Importing this module adds the moves area's words to the ones `t()` reads. */
registerMessages(entries);
