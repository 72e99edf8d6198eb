import { registerMessages } from '..';
import entries from '../en/invite-limits';

/** Importing this module adds the invite-limits area's words to the ones `t()` reads. */
registerMessages(entries);
