import { registerMessages } from '..';
import entries from '../en/home';

/** Importing this module adds the home area's words to the ones `t()` reads. */
registerMessages(entries);
