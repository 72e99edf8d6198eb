import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts). */
export const screens: readonly Screen[] = [{ path: '/SportsTokens', as: ['resident'] }];
