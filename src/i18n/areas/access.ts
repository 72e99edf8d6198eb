import { registerMessages } from '..';
import entries from '../en/access';

/** Importing this module adds the access area's words to the ones `t()` reads. */
registerMessages(entries);
