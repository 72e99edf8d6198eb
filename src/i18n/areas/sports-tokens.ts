import { registerMessages } from '..';
import entries from '../en/sports-tokens';

/** Importing this module adds the sports token area's words to the ones `t()` reads. */
registerMessages(entries);
