/** Icon name (ui/Icon) per notification category (spec 2.17: each category has an icon by type). */
export const CATEGORY_ICONS: Readonly<Record<string, string>> = {
  All: 'notifications',
  'Estate Manager': 'building',
  Developer: 'wrench',
  Events: 'calendar',
  Newsletter: 'book',
  'Visitor Access': 'users',
  'Resident Access': 'key',
  HOA: 'shield',
  Payments: 'payments',
};
