/**
 * The gate screens' code, asked for as the entry starts running when the app opens straight at one
 * of them (issue 30: a launch at /access, /guard or /home). The entry's own evaluation (react-dom,
 * the router and its route tree, Dexie) takes the main thread for a few hundred milliseconds on a
 * phone; main.tsx asks for the matched routes' chunks only after it, and they were then fetched
 * from the service worker and compiled after it too. Asked for here, first in the entry, they are
 * fetched and compiled off the main thread while the entry runs (the imports' preload lists,
 * vite.config.ts, bring the layout, the sign-in machinery and the stylesheet), and the router finds
 * them loaded. The modules run once the entry has, as they would for the route; a signed-out
 * launch at one of these addresses goes to sign-in as before and has only fetched a chunk early.
 */
const SCREENS: Readonly<Record<string, () => Promise<unknown>>> = {
  '/access': () => import('../features/access/AccessScreen'),
  '/guard': () => import('../features/guard/GuardScreen'),
  '/home': () => import('../features/home/HomeScreen'),
};

// The address as opened (a trailing slash and case ignored, as the router does).
void SCREENS[window.location.pathname.toLowerCase().replace(/\/+$/, '')]?.().catch(() => undefined);
