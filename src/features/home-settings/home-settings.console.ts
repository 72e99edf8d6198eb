import type { ConsoleSection } from '../../ui/console-section';
import { HomeSettingsSection } from './HomeSettingsSection';
import '../../i18n/areas/home-settings';

/** The estate's home screen (home-category mode) in the manager console's settings, after people settings. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'home-settings', group: 'settings', title: 'homeSettings.heading', order: 95, component: HomeSettingsSection },
];
