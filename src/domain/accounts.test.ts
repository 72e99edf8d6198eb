import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE_OPTIONS, isEmptyListDetail, isLeviesAccountType, mapAccountType } from './accounts';

describe('mapAccountType', () => {
  it('counts trafalgar, elgaru and levies as Levies in any case', () => {
    for (const t of ['trafalgar', 'Trafalgar', 'ELGARU', 'levies', 'Levies', ' LEVIES ']) {
      expect(mapAccountType(t)).toBe('Levies');
      expect(isLeviesAccountType(t)).toBe(true);
    }
  });
  it('keeps coj as coj', () => {
    expect(mapAccountType('coj')).toBe('coj');
    expect(mapAccountType('COJ')).toBe('coj');
    expect(isLeviesAccountType('coj')).toBe(false);
  });
  it('passes other types through', () => {
    expect(mapAccountType('Water')).toBe('Water');
    expect(mapAccountType(undefined)).toBe('');
  });
  it('offers only Levies', () => {
    expect(ACCOUNT_TYPE_OPTIONS).toEqual(['Levies']);
  });
});

describe('isEmptyListDetail', () => {
  it('recognises the two empty-list details', () => {
    expect(isEmptyListDetail('No associated records found')).toBe(true);
    expect(isEmptyListDetail('No associated Vehicles found')).toBe(true);
    expect(isEmptyListDetail(' no associated vehicles found ')).toBe(true);
  });
  it('treats anything else as a real error', () => {
    expect(isEmptyListDetail('Internal error')).toBe(false);
    expect(isEmptyListDetail('')).toBe(false);
    expect(isEmptyListDetail(undefined)).toBe(false);
    expect(isEmptyListDetail(404)).toBe(false);
  });
});
