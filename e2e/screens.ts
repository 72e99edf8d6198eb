import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The screens of the accessibility run (e2e/accessibility.test.ts), declared by the features that
 * add them: `src/features/<area>/<area>.screens.ts` exports `screens`, data only (no React, no app
 * code), and this file collects them. Playwright runs under Node, so the feature folders are read
 * from disk and each declaration imported.
 */

/** Who opens a screen: signed out, or the seeded demo account of that role. */
export type ScreenRole = 'signedOut' | 'resident' | 'guard' | 'manager';

export type Screen = {
  /** The route's path, as the app's links spell it. */
  path: string;
  /** Its search: the seeded demo's ids the screen needs (unit 12 of Willow Creek Estate, its associates...). */
  search?: Readonly<Record<string, string>>;
  /** Who opens it. */
  as: readonly ScreenRole[];
};

const FEATURES = path.resolve('src/features');

/** A screen's address: its path and search. */
export const addressOf = (screen: Screen): string => (screen.search ? `${screen.path}?${new URLSearchParams(screen.search).toString()}` : screen.path);

/**
 * Every declared screen's address by role: feature folders in name order, each feature's screens
 * in the order it declares them. A declaration file not named after its folder, or a screen
 * declared twice for a role, is an error.
 */
export async function loadScreens(): Promise<Record<ScreenRole, string[]>> {
  const byRole: Record<ScreenRole, string[]> = { signedOut: [], resident: [], guard: [], manager: [] };
  const folders = fs
    .readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const declarations = fs.readdirSync(path.join(FEATURES, folder)).filter((name) => name.endsWith('.screens.ts'));
    const misnamed = declarations.filter((name) => name !== `${folder}.screens.ts`);
    if (misnamed.length > 0) throw new Error(`src/features/${folder}: a screens declaration is named ${folder}.screens.ts, not ${misnamed.join(', ')}`);
    if (declarations.length === 0) continue;
    const loaded = (await import(pathToFileURL(path.join(FEATURES, folder, `${folder}.screens.ts`)).href)) as { screens?: readonly Screen[] };
    const { screens } = loaded;
    if (screens === undefined) throw new Error(`src/features/${folder}/${folder}.screens.ts exports no screens`);
    for (const screen of screens) {
      const address = addressOf(screen);
      for (const role of screen.as) {
        if (byRole[role].includes(address)) throw new Error(`${address} is declared twice for the ${role} (src/features/${folder})`);
        byRole[role].push(address);
      }
    }
  }
  return byRole;
}
