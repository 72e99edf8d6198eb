import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  it('shows nothing without unread items', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
  });
  it('shows the count up to 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });
  it('shows 99+ above 99', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(5000)).toBe('99+');
  });
});
