import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/notification', search: { id: 'evt-91-fun-run' }, as: ['resident'] },
  { path: '/events', as: ['resident'] },
];
