import { describe, expect, it } from 'vitest';
import { homeCategoryExceptionKey, homeTileLocation } from './home-category';

describe('homeTileLocation', () => {
  it('uses home tiles when the theme flag is off', () => {
    expect(homeTileLocation({ enabled: false, exceptions: [], estateId: 91, roleName: 'resident' })).toBe('home');
  });
  it('uses home category tiles when enabled and not excepted', () => {
    expect(homeTileLocation({ enabled: true, exceptions: ['12_owner'], estateId: 91, roleName: 'resident' })).toBe('homeCategory');
  });
  it('uses home tiles for an excepted estate and role pair', () => {
    expect(homeTileLocation({ enabled: true, exceptions: [homeCategoryExceptionKey(91, 'resident')], estateId: 91, roleName: 'resident' })).toBe('home');
  });
  it('only excepts the exact pair', () => {
    expect(homeTileLocation({ enabled: true, exceptions: ['91_owner'], estateId: 91, roleName: 'resident' })).toBe('homeCategory');
  });
});
