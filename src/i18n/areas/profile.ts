import { registerMessages } from '..';
import entries from '../en/profile';

/** Importing this module adds the profile area's words to the ones `t()` reads. */
registerMessages(entries);
