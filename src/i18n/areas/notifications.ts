import { registerMessages } from '..';
import entries from '../en/notifications';

/** Importing this module adds the notifications area's words to the ones `t()` reads. */
registerMessages(entries);
