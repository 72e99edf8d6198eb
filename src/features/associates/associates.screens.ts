import type { Screen } from '../../../e2e/screens';

/** The seeded resident's unit at Willow Creek Estate. */
const UNIT = '12';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/associates', as: ['resident', 'manager'] },
  { path: '/associates/list', search: { unitNo: UNIT }, as: ['resident'] },
  { path: '/associates/details', search: { unitNo: UNIT, id: 'demoAssociateSpouse' }, as: ['resident'] },
  { path: '/associates/delegate', search: { unitNo: UNIT }, as: ['resident'] },
];
