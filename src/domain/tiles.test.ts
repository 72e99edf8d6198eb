import { describe, expect, it } from 'vitest';
import { embeddedHref, tileCornerRadius, tileTarget, withoutLettingTiles } from './tiles';

const base = { navigateType: 'local' as const, navigatePath: '', tileContactNumber: '', tileDisplayTitle: 'Tile' };

describe('tileTarget', () => {
  it('dials a call tile', () => {
    expect(tileTarget({ ...base, navigateType: 'call', tileContactNumber: '082 555 1234' })).toEqual({ kind: 'call', href: 'tel:0825551234' });
  });
  it('navigates in-app for a local path', () => {
    expect(tileTarget({ ...base, navigatePath: '/events' })).toEqual({ kind: 'local', path: '/events' });
    expect(tileTarget({ ...base, navigatePath: 'directory' })).toEqual({ kind: 'local', path: '/directory' });
  });
  it('embeds a local path that contains http', () => {
    expect(tileTarget({ ...base, navigatePath: 'https://example.com/m', tileDisplayTitle: 'Maintenance' })).toEqual({
      kind: 'embedded',
      url: 'https://example.com/m',
      heading: 'Maintenance',
    });
  });
  it('opens an iframe tile in a new tab', () => {
    expect(tileTarget({ ...base, navigateType: 'iframe', navigatePath: 'https://x.test' })).toEqual({ kind: 'external', url: 'https://x.test' });
  });
  it('dials the contact number of a tile without navigation', () => {
    expect(tileTarget({ ...base, navigateType: 'none', tileContactNumber: '10177' })).toEqual({ kind: 'call', href: 'tel:10177' });
    expect(tileTarget({ ...base, navigateType: 'none' })).toEqual({ kind: 'none' });
  });
  it('builds the embedded page href', () => {
    expect(embeddedHref('https://a.test/?q=1', 'Help')).toBe('/DynamicIFrame?url=https%3A%2F%2Fa.test%2F%3Fq%3D1&heading=Help');
  });
});

describe('tileCornerRadius', () => {
  it('defaults to 0 5 0 5', () => {
    expect(tileCornerRadius('')).toBe('0px 5px 0px 5px');
    expect(tileCornerRadius('0 5 0 5')).toBe('0px 5px 0px 5px');
    expect(tileCornerRadius('8')).toBe('8px 8px 8px 8px');
  });
});

describe('withoutLettingTiles (spec 2 stand filter)', () => {
  const tiles = [{ navigatePath: '/visitorUnits' }, { navigatePath: '/letterSelectUnitVisitorAccess' }, { navigatePath: ' /manageLettingUsers ' }];
  it('hides letting and guest tiles from a user without a letting unit', () => {
    expect(withoutLettingTiles(tiles, false)).toEqual([{ navigatePath: '/visitorUnits' }]);
  });
  it('shows them to a user with a letting unit', () => {
    expect(withoutLettingTiles(tiles, true)).toEqual(tiles);
  });
});
