import type { ComponentType } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import type { MessageKey } from '../i18n';

/**
 * The console's groups, in the order its left navigation lists them; each is a page of its own
 * (`/manager/<group>`), showing the sections declared in it by `order`.
 */
export const CONSOLE_GROUPS = ['today', 'people', 'requests', 'gate', 'bookings', 'levies', 'content', 'settings'] as const;
export type ConsoleGroup = (typeof CONSOLE_GROUPS)[number];

/** What the console hands every section: the estate the manager manages now, and whether calls can reach the server. */
export type ConsoleSectionProps = { estateId: number; online: boolean };

/**
 * One section of the estate manager console, declared by the area that owns it in
 * `src/features/<area>/<area>.console.ts` (`export const consoleSections`). The console lists every
 * declared section by `order`: a section with a `component` is shown in the console (it may be
 * `React.lazy`), one with a `route` is a page of its own the console links to.
 */
export type ConsoleSection = { id: string; title: MessageKey; group: ConsoleGroup; order: number } & (
  | { component: ComponentType<ConsoleSectionProps>; route?: undefined }
  | { route: LinkProps['to']; intro?: MessageKey; component?: undefined }
);

/** What an area's `<area>.console.ts` exports. */
export type ConsoleDeclaration = { consoleSections: readonly ConsoleSection[] };

/** Every declared section once, in order; two areas declaring one id is a mistake caught at load. */
export function consoleSectionsOf(declarations: Record<string, ConsoleDeclaration>): ConsoleSection[] {
  const sections = Object.values(declarations).flatMap((d) => d.consoleSections);
  const ids = new Set<string>();
  for (const section of sections) {
    if (ids.has(section.id)) throw new Error(`Console section ${section.id} is declared twice`);
    ids.add(section.id);
  }
  return sections.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
