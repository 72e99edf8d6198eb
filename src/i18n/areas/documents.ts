import { registerMessages } from '..';
import entries from '../en/documents';

/** Importing this module adds the documents area's words to the ones `t()` reads. */
registerMessages(entries);
