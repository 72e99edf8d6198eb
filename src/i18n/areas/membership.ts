import { registerMessages } from '..';
import entries from '../en/membership';

/** Importing this module adds the membership area's words to the ones `t()` reads. */
registerMessages(entries);
