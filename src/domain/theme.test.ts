import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, readableOn, THEME_VARIABLES, themeVariables } from './theme';

const BLUE = {
  primary: '#1565C0',
  secondary: '#ffb300',
  onPrimary: '#ffffff',
  banner: '/sdk/files/banner-92',
  gradientStart: '#1565c0',
  gradientEnd: '#0d47a1',
  bottomBarBackground: '#0d47a1',
  bottomBarActive: '#ffffff',
  bottomBarInactive: '#90caf9',
};

describe('the estate theme as CSS variables', () => {
  it('maps every field of the theme to its variable, with a darker primary derived', () => {
    expect(themeVariables(BLUE, 'blob:http://localhost/abc')).toEqual({
      '--primary': '#1565c0',
      '--primary-dark': darken('#1565c0'),
      '--accent': '#ffb300',
      '--on-primary': '#ffffff',
      '--gradient-start': '#1565c0',
      '--gradient-end': '#0d47a1',
      '--tabbar-bg': '#0d47a1',
      '--tabbar-active': '#ffffff',
      '--tabbar-inactive': '#90caf9',
      '--banner-image': 'linear-gradient(rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0.35)), url("blob:http://localhost/abc")',
    });
    expect(Object.keys(themeVariables(BLUE, 'blob:x')).sort()).toEqual([...THEME_VARIABLES].sort());
  });

  it('derives the dark shade by mixing with black: the default red gives a deep red', () => {
    expect(darken('#c62828')).toBe('#8b1c1c');
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(darken('#000000')).toBe('#000000');
  });

  it('leaves out what is missing or malformed (the defaults of styles.css stay), and a banner without a displayable URL', () => {
    expect(themeVariables({ primary: 'red', secondary: '#2e7d32', bottomBarActive: '#12345' })).toEqual({ '--accent': '#2e7d32' });
    expect(themeVariables(BLUE)['--banner-image']).toBeUndefined();
    expect(themeVariables(BLUE, 'javascript:alert(1)')['--banner-image']).toBeUndefined();
    expect(themeVariables({})).toEqual({});
  });

  it('keeps a banner URL inside its quotes', () => {
    expect(themeVariables({}, '/sdk/files/a"b')['--banner-image']).toBe('linear-gradient(rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0.35)), url("/sdk/files/a%22b")');
  });

  it('keeps tab labels at WCAG AA on the bar: a faint colour is darkened (or lightened on a dark bar) until it reads', () => {
    expect(readableOn('#757575', '#ffffff')).toBe('#757575'); // 4.6:1 already
    const faint = themeVariables({ bottomBarBackground: '#ffffff', bottomBarInactive: '#bdbdbd' })['--tabbar-inactive'] ?? '';
    expect(faint).not.toBe('#bdbdbd');
    expect(contrastRatio(faint, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const onDark = themeVariables({ bottomBarBackground: '#0d47a1', bottomBarInactive: '#3f6fb5' })['--tabbar-inactive'] ?? '';
    expect(contrastRatio(onDark, '#0d47a1')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
  });
});
