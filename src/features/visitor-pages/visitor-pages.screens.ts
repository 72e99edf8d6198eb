import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts): a visitor's links, signed out. */
export const screens: readonly Screen[] = [
  { path: '/visit/unknown-token-0000000000000000', as: ['signedOut'] },
  { path: '/join/unknown-token-0000000000000000', as: ['signedOut'] },
];
