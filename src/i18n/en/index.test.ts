import { describe, expect, it } from 'vitest';
import { areas, en } from '.';

describe('the English catalogue', () => {
  it('holds every entry of every area, none of them under a key that another area uses too', () => {
    const keys = areas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(en).sort()).toEqual([...keys].sort());
  });
});
