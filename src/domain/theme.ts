import type { ThemeInput } from '../contract/content';

/**
 * The estate's theme as CSS variables (spec 1 and 3: primary and secondary colours, banner,
 * gradients, bottom-bar colours), set on the document's root element by src/ui/EstateTheme.tsx.
 * Without a theme none are set and src/styles.css gives the default look (red primary, green
 * accents).
 */

export const THEME_VARIABLES = [
  '--primary',
  '--primary-dark',
  '--accent',
  '--on-primary',
  '--banner-image',
  '--gradient-start',
  '--gradient-end',
  '--tabbar-bg',
  '--tabbar-active',
  '--tabbar-inactive',
] as const;
export type ThemeVariable = (typeof THEME_VARIABLES)[number];
export type ThemeVariables = Partial<Record<ThemeVariable, string>>;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** `#rrggbb` mixed with black by `amount` (0..1): the darker shade of a colour (e.g. the offline bar's border). */
export function darken(hex: string, amount = 0.3): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `fg` as text on `bg` at WCAG AA (4.5:1): unchanged when it holds, else moved towards black (on a
 * light background) or white (on a dark one) in tenths until it does (an estate's faint tab colour).
 */
export function readableOn(fg: string, bg: string, min = 4.5): string {
  const towardsWhite = luminance(bg) < 0.18;
  for (let step = 0; step <= 10; step++) {
    const mixed = towardsWhite ? lighten(fg, step / 10) : darken(fg, step / 10);
    if (contrastRatio(mixed, bg) >= min) return mixed;
  }
  return towardsWhite ? '#ffffff' : '#000000';
}

function lighten(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) + (255 - parseInt(hex.slice(i, i + 2), 16)) * amount));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A dark veil over the banner picture so the header's text stays readable on any picture. */
const BANNER_VEIL = 'linear-gradient(rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0.35))';

/**
 * The variables of a theme. A colour that is not `#rrggbb` is left out (the default stays);
 * the banner is a displayable URL of its picture (an object URL of the stored file), else none.
 */
export function themeVariables(theme: Partial<ThemeInput>, bannerUrl?: string): ThemeVariables {
  const vars: ThemeVariables = {};
  const colour = (name: ThemeVariable, value: string | undefined) => {
    if (value && HEX.test(value)) vars[name] = value.toLowerCase();
  };
  colour('--primary', theme.primary);
  if (theme.primary && HEX.test(theme.primary)) vars['--primary-dark'] = darken(theme.primary.toLowerCase());
  colour('--accent', theme.secondary);
  colour('--on-primary', theme.onPrimary);
  colour('--gradient-start', theme.gradientStart);
  colour('--gradient-end', theme.gradientEnd);
  colour('--tabbar-bg', theme.bottomBarBackground);
  colour('--tabbar-active', theme.bottomBarActive);
  colour('--tabbar-inactive', theme.bottomBarInactive);
  // The tab labels stay readable on the bar (WCAG AA), whatever the estate chose.
  const bar = vars['--tabbar-bg'] ?? '#ffffff';
  for (const name of ['--tabbar-active', '--tabbar-inactive'] as const) {
    const value = vars[name];
    if (value) vars[name] = readableOn(value, bar);
  }
  if (bannerUrl && /^(blob:|https?:|\/)/.test(bannerUrl))
    vars['--banner-image'] = `${BANNER_VEIL}, url("${bannerUrl.replace(/["\\\n]/g, encodeURIComponent)}")`;
  return vars;
}
