import { registerMessages } from '..';
import entries from '../en/listings';

/** Importing this module adds the listings area's words to the ones `t()` reads. */
registerMessages(entries);
