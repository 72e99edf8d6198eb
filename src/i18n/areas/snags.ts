import { registerMessages } from '..';
import entries from '../en/snags';

/** Importing this module adds the snags area's words to the ones `t()` reads. */
registerMessages(entries);
