import { describe, expect, it } from 'vitest';
import { CONSOLE_GROUPS, consoleSectionsOf, type ConsoleDeclaration } from '../../src/ui/console-section';

/** What the /manager route finds: every area's `<area>.console.ts`, by the same glob. */
const declarations = import.meta.glob<ConsoleDeclaration>('/src/features/*/*.console.ts', { eager: true });

/**
 * The sections the console has shown, in the order it has shown them: a new section may go
 * anywhere among them (by its `order`), but these stay, in this order.
 */
const SHOWN = [
  'content',
  'requests',
  'snags',
  'booking-requests',
  'facilities',
  'bill-import',
  'send',
  'members',
  'visitor-log',
  'units',
  'people-settings',
  'invite-settings',
];

describe('the manager console lists the sections the areas declare', () => {
  it('finds every area declaration, by its declared order (no two alike), the sections it has shown still in their order', () => {
    const sections = consoleSectionsOf(declarations);
    const orders = sections.map((s) => s.order);
    // Listed by `order`, each order declared once (no tie left to the ids' spelling).
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(orders.length);
    const ids = sections.map((s) => s.id);
    expect(ids.filter((id) => SHOWN.includes(id))).toEqual(SHOWN);
    for (const section of sections) expect(section.component !== undefined || section.route !== undefined).toBe(true);
    expect(sections.find((s) => s.id === 'content')?.route).toBe('/manager/content');
  });

  it('gives every group of the navigation a page with something on it, and every section a group it lists', () => {
    const sections = consoleSectionsOf(declarations);
    for (const group of CONSOLE_GROUPS) expect(sections.filter((s) => s.group === group).length, group).toBeGreaterThan(0);
    for (const section of sections) expect(CONSOLE_GROUPS).toContain(section.group);
    // Today opens with its figures.
    expect(sections.find((s) => s.group === 'today')?.id).toBe('today');
  });

  it('an area file declares its sections next to its screens', () => {
    for (const [file, declaration] of Object.entries(declarations)) {
      const area = /^\/src\/features\/([^/]+)\/([^/]+)\.console\.ts$/.exec(file);
      expect(area?.[1]).toBe(area?.[2]);
      expect(declaration.consoleSections.length).toBeGreaterThan(0);
    }
  });

  it('refuses an id declared by two areas', () => {
    const one: ConsoleDeclaration = { consoleSections: [{ id: 'x', title: 'manager.title', group: 'today', order: 1, route: '/manager' }] };
    expect(() => consoleSectionsOf({ a: one, b: one })).toThrow('Console section x is declared twice');
  });
});
