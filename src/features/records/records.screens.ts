import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/Contacts', as: ['resident'] },
  { path: '/Accounts', as: ['resident'] },
  { path: '/AddAccount', as: ['resident'] },
  { path: '/Addresses', as: ['resident'] },
  { path: '/AddAddress', as: ['resident'] },
  { path: '/Vehicles', as: ['resident'] },
  { path: '/AddVehicle', as: ['resident'] },
];
