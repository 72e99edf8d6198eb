import { registerMessages } from '..';
import entries from '../en/home-settings';

/** Importing this module adds the home-settings area's words to the ones `t()` reads. */
registerMessages(entries);
