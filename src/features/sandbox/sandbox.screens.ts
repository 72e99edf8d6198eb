import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [{ path: '/sandbox/paygate/pay', search: { PAY_REQUEST_ID: 'unknown' }, as: ['signedOut'] }];
