import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/emergency', as: ['resident', 'guard'] },
  { path: '/directory', as: ['resident'] },
  { path: '/SecondaryDirectory', search: { service: 'General' }, as: ['resident'] },
  { path: '/TelephoneDirectory', search: { service: 'General', type: 'Estate office' }, as: ['resident'] },
  { path: '/facilityContacs', as: ['resident'] },
];
