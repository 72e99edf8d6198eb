import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/Developments', as: ['resident'] },
  { path: '/EstateDevelopments', search: { id: 'dev-91-willows-phase-2' }, as: ['resident'] },
  { path: '/lifestyle', as: ['resident'] },
  { path: '/Foods', as: ['resident'] },
  { path: '/TrainingScience', as: ['resident'] },
  { path: '/LifestyleProviderDetails', search: { id: 'life-91-spa' }, as: ['resident'] },
  { path: '/RestaurantMenu', search: { id: 'life-91-bistro' }, as: ['resident'] },
];
