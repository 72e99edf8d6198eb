import { registerMessages } from '..';
import entries from '../en/invites';

/** Importing this module adds the invites area's words to the ones `t()` reads. */
registerMessages(entries);
