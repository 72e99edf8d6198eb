import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/accessonboarding', search: { flow: 'self' }, as: ['resident'] },
  { path: '/onboardingwizard', search: { flow: 'self', step: '0' }, as: ['resident'] },
  { path: '/onboardingwizardinfo', search: { flow: 'self' }, as: ['resident'] },
];
