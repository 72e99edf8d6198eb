import { registerMessages } from '..';
import entries from '../en/associates';

/** Importing this module adds the associates area's words to the ones `t()` reads. */
registerMessages(entries);
