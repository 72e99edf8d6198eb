import { describe, expect, it } from 'vitest';
import { consoleSectionsOf, type ConsoleDeclaration } from '../../src/ui/console-section';

/** What the /manager route finds: every area's `<area>.console.ts`, by the same glob. */
const declarations = import.meta.glob<ConsoleDeclaration>('/src/features/*/*.console.ts', { eager: true });

describe('the manager console lists the sections the areas declare', () => {
  it('finds every area declaration, in the order the console has always shown them', () => {
    const sections = consoleSectionsOf(declarations);
    expect(sections.map((s) => s.id)).toEqual([
      'content',
      'requests',
      'snags',
      'booking-requests',
      'facilities',
      'bill-import',
      'send',
      'members',
      'events',
      'units',
      'people-settings',
      'invite-settings',
    ]);
    for (const section of sections) expect(section.component !== undefined || section.route !== undefined).toBe(true);
    expect(sections.find((s) => s.id === 'content')?.route).toBe('/manager/content');
  });

  it('an area file declares its sections next to its screens', () => {
    for (const [file, declaration] of Object.entries(declarations)) {
      const area = /^\/src\/features\/([^/]+)\/([^/]+)\.console\.ts$/.exec(file);
      expect(area?.[1]).toBe(area?.[2]);
      expect(declaration.consoleSections.length).toBeGreaterThan(0);
    }
  });

  it('refuses an id declared by two areas', () => {
    const one: ConsoleDeclaration = { consoleSections: [{ id: 'x', title: 'manager.title', order: 1, route: '/manager' }] };
    expect(() => consoleSectionsOf({ a: one, b: one })).toThrow('Console section x is declared twice');
  });
});
