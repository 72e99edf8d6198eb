import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/login', as: ['signedOut'] },
  { path: '/Signup', as: ['signedOut'] },
  { path: '/forgot-password', as: ['signedOut'] },
  { path: '/reset-password', search: { token: 'not-a-real-token' }, as: ['signedOut'] },
  { path: '/verify-email', search: { token: 'not-a-real-token' }, as: ['signedOut'] },
];
