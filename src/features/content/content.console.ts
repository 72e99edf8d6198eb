import type { ConsoleSection } from '../../ui/console-section';
import '../../i18n/areas/manager-content';

/** The estate's content in the manager console: a page of its own, /manager/content. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'content', group: 'content', title: 'managerContent.link', intro: 'managerContent.linkIntro', order: 10, route: '/manager/content' },
];
