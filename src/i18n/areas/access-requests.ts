import { registerMessages } from '..';
import entries from '../en/access-requests';

/** Importing this module adds the access-requests area's words to the ones `t()` reads. */
registerMessages(entries);
