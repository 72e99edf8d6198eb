import { describe, expect, it } from 'vitest';
import { isVersionBelow, parseVersion } from './app-version';

describe('isVersionBelow', () => {
  it.each([
    ['4.0.7', '4.0.8'],
    ['4.0.7', '4.1'],
    ['4.0.7', '5'],
    ['4.9.9', '4.10.0'],
    ['4.0.7', '99.0.0'],
  ])('%s is below %s', (current, minimum) => expect(isVersionBelow(current, minimum)).toBe(true));

  it.each([
    ['4.0.7', '4.0.7'],
    ['4.0.7', '4.0'],
    ['4.0.7', '4.0.6'],
    ['4.10.0', '4.9.9'],
    ['5.0.0', '4.99.99'],
    ['4.0.7', ''],
    ['4.0.7', null],
    ['4.0.7', undefined],
    ['4.0.7', 'abc'],
    ['4.0.7', '4.0.7.1'],
    ['x', '5.0.0'],
  ])('%s is not below %s', (current, minimum) => expect(isVersionBelow(current, minimum)).toBe(false));

  it('reads one to three dotted numbers', () => {
    expect(parseVersion(' 4.1 ')).toEqual([4, 1]);
    expect(parseVersion('4.0.7')).toEqual([4, 0, 7]);
    expect(parseVersion('v4')).toBeNull();
  });
});
