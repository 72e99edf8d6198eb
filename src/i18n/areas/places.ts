import { registerMessages } from '..';
import entries from '../en/places';

/** Importing this module adds the places area's words to the ones `t()` reads. */
registerMessages(entries);
