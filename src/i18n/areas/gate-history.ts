import { registerMessages } from '..';
import entries from '../en/gate-history';

/** Importing this module adds the gate-history area's words to the ones `t()` reads. */
registerMessages(entries);
