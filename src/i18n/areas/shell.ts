import { registerMessages } from '..';
import entries from '../en/shell';

/** Importing this module adds the shell area's words to the ones `t()` reads. */
registerMessages(entries);
