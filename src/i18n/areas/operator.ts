import { registerMessages } from '..';
import entries from '../en/operator';

/** Importing this module adds the operator area's words to the ones `t()` reads. */
registerMessages(entries);
