import { registerMessages } from '..';
import entries from '../en/auth';

/** Importing this module adds the auth area's words to the ones `t()` reads. */
registerMessages(entries);
