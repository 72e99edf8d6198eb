import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/manager', as: ['manager'] },
  { path: '/manager/people', as: ['manager'] },
  { path: '/manager/requests', as: ['manager'] },
  { path: '/manager/gate', as: ['manager'] },
  { path: '/manager/bookings', as: ['manager'] },
  { path: '/manager/levies', as: ['manager'] },
  { path: '/manager/settings', as: ['manager'] },
  { path: '/manager/content', search: { section: 'events' }, as: ['manager'] },
  { path: '/manager/content', search: { section: 'newsletters' }, as: ['manager'] },
  { path: '/manager/content', search: { section: 'documents' }, as: ['manager'] },
  { path: '/manager/content', search: { section: 'directory' }, as: ['manager'] },
  { path: '/manager/content', search: { section: 'contacts' }, as: ['manager'] },
  { path: '/manager/content', search: { section: 'places' }, as: ['manager'] },
  { path: '/manager/content', search: { section: 'listings' }, as: ['manager'] },
  { path: '/manager/content', search: { section: 'theme' }, as: ['manager'] },
];
