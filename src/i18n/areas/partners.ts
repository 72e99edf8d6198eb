import { registerMessages } from '..';
import entries from '../en/partners';

/** Importing this module adds the partners area's words to the ones `t()` reads. */
registerMessages(entries);
