import { registerMessages } from '..';
import entries from '../en/events';

/** Importing this module adds the events area's words to the ones `t()` reads. */
registerMessages(entries);
