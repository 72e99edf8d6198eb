import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db } from '../db/db';
import { THEME_VARIABLES, themeVariables, type ThemeVariables } from '../domain/theme';
import { useStoredFileUrl } from './stored-files';
import { useCurrentRole } from './use-current-role';

/** The page's <meta name="theme-color"> as index.html ships it (the default red), taken once. */
let defaultThemeColour: string | null | undefined;

/** Sets the given variables on the root element and removes the other theme variables; the browser's theme colour follows --primary. */
function applyThemeVariables(vars: ThemeVariables): void {
  const root = document.documentElement;
  for (const name of THEME_VARIABLES) {
    const value = vars[name];
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) return;
  if (defaultThemeColour === undefined) defaultThemeColour = meta.getAttribute('content');
  const colour = vars['--primary'] ?? defaultThemeColour;
  if (colour) meta.setAttribute('content', colour);
}

/**
 * The current estate's theme (spec 1 and 3: read live, follows the signed-in user, released on
 * sign-out), from Dexie so it holds offline: CSS variables on the root element that
 * src/styles.css reads (header, banner, tab bar, buttons). Switching estate switches it; an
 * estate without a theme, signing out, or leaving the signed-in layout restores the default look.
 * Mounted once by the signed-in layout; renders nothing.
 */
export function EstateTheme() {
  const access = useCurrentRole();
  // The estate, null when signed out (or before the first sync), undefined while loading.
  const estateId = access === undefined ? undefined : (access?.estateId ?? null);
  // The theme, null for none (the default look), undefined while loading (the current look stays).
  const theme = useLiveQuery(
    async () => (estateId === undefined ? undefined : estateId === null ? null : ((await db.themes.get(estateId)) ?? null)),
    [estateId],
  );
  const banner = useStoredFileUrl(theme?.banner || undefined);
  const vars = theme === undefined ? undefined : theme === null ? {} : themeVariables(theme, banner);
  const key = vars === undefined ? undefined : JSON.stringify(vars);

  useEffect(() => {
    if (key !== undefined) applyThemeVariables(JSON.parse(key) as ThemeVariables);
  }, [key]);
  useEffect(() => () => applyThemeVariables({}), []);
  return null;
}
