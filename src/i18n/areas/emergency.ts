import { registerMessages } from '..';
import entries from '../en/emergency';

/** Importing this module adds the emergency numbers' words to the ones `t()` reads. */
registerMessages(entries);
