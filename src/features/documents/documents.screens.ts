import type { Screen } from '../../../e2e/screens';

/** The seeded resident's unit at Willow Creek Estate. */
const UNIT = '12';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/notificationsScreen', as: ['resident'] },
  { path: '/documents', as: ['resident', 'manager'] },
  { path: '/documentcategories', search: { unitNo: UNIT }, as: ['resident'] },
  { path: '/documentuploads', search: { unitNo: UNIT, category: 'doccat-91-rules' }, as: ['resident'] },
];
