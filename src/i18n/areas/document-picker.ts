import { registerMessages } from '..';
import entries from '../en/document-picker';

/** Importing this module adds the document picker's words to the ones `t()` reads. */
registerMessages(entries);
