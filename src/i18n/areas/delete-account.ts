import { registerMessages } from '..';
import entries from '../en/delete-account';

/** Importing this module adds the delete-account area's words to the ones `t()` reads. */
registerMessages(entries);
