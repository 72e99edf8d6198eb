import { registerMessages } from '..';
import entries from '../en/onboarding';

/** Importing this module adds the onboarding area's words to the ones `t()` reads. */
registerMessages(entries);
