import { registerMessages } from '..';
import entries from '../en/visitors';

/** Importing this module adds the visitors area's words to the ones `t()` reads. */
registerMessages(entries);
