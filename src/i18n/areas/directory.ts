import { registerMessages } from '..';
import entries from '../en/directory';

/** Importing this module adds the directory area's words to the ones `t()` reads. */
registerMessages(entries);
