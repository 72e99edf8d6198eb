import type { Screen } from '../../../e2e/screens';

/** The seeded resident's unit at Willow Creek Estate. */
const UNIT = '12';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/AddVisitor', search: { unitNo: UNIT }, as: ['resident'] },
  { path: '/VisitorInformationScreen', search: { unitNo: UNIT }, as: ['resident'] },
  { path: '/visitorCapturePreview', search: { unitNo: UNIT, email: 'guest@example.com' }, as: ['resident'] },
];
