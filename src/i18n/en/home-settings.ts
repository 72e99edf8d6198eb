import type { Area } from './catalogue';

/** The manager console's home-screen section (spec 3 section 6's home-category mode). Plain words of ours; the refusals are shared with the server. */
export const homeSettingsEntries = {
  'homeSettings.heading': 'Home screen',
  'homeSettings.intro':
    "With home categories on, residents' Home shows the estate's home-category tiles instead of the ordinary home tiles. Roles ticked below keep the ordinary tiles.",
  'homeSettings.enabled': 'Show home-category tiles on Home',
  'homeSettings.exceptions': 'Roles that keep the ordinary home tiles',
  'homeSettings.noCategoryTiles': 'This estate has no home-category tiles yet: Home would show no tiles to the roles not ticked below.',
  'homeSettings.noRoles': 'No roles on this device yet.',
  'homeSettings.save': 'Save home screen',
  'homeSettings.saved': 'Saved. Residents see it after their next sync, offline too.',
  'homeSettings.waiting': 'Saved on this device; it reaches the estate when you are online.',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof homeSettingsEntries> {}
}

export default homeSettingsEntries;
