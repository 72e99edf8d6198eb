import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas, en } from '.';

describe('the English catalogue', () => {
  it('holds every entry of every area, none of them under a key that another area uses too', () => {
    const keys = areas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(en).sort()).toEqual([...keys].sort());
  });

  it('finds every file that registers an area: the keys `MessageKey` holds are the keys `t()` reads', () => {
    const folder = path.dirname(new URL(import.meta.url).pathname);
    const registering = fs.readdirSync(folder).filter((name) => /^declare module '\.\/catalogue'/m.test(fs.readFileSync(path.join(folder, name), 'utf8')));
    expect(registering.length).toBeGreaterThan(20);
    expect(areas.length).toBe(registering.length);
    expect(en['places.title']).toBe('POI');
  });
});
