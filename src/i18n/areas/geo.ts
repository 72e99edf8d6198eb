import { registerMessages } from '..';
import entries from '../en/geo';

/** Importing this module adds the geo area's words to the ones `t()` reads. */
registerMessages(entries);
