import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts): the invitation page (an unknown link's message). */
export const screens: readonly Screen[] = [{ path: '/invitation', search: { token: 'no-such-invitation' }, as: ['signedOut'] }];
