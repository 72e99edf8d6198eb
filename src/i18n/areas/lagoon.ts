import { registerMessages } from '..';
import entries from '../en/lagoon';

/** Importing this module adds the lagoon area's words to the ones `t()` reads. */
registerMessages(entries);
