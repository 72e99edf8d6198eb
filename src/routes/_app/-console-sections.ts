import { consoleSectionsOf, type ConsoleDeclaration } from '../../ui/console-section';

/** Every area's console sections, in order: a new area's `<area>.console.ts` is found here, no line added. */
export const CONSOLE_SECTIONS = consoleSectionsOf(import.meta.glob<ConsoleDeclaration>('/src/features/*/*.console.ts', { eager: true }));
