import { registerMessages } from '..';
import entries from '../en/people';

/** Importing this module adds the people area's words to the ones `t()` reads. */
registerMessages(entries);
