import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/db';

/**
 * What /DynamicIFrame may frame (the page under the app's own header, so a visitor trusts it):
 * this product's own pages (same origin; the server lets the app frame only the few it lists,
 * EMBEDDED_PAGES) and https pages the estate itself named in the rows synced to this device: the
 * configured help page, its tiles' pages, its notifications' and estate notices' links and its
 * developments' Buy Online pages. Any other address in the query (a link someone sent,
 * '?url=https://evil.example') is not framed.
 */

/** The address as compared: absolute and normalised, or null for an unreadable or unsupported one. */
export function frameHref(url: string, origin: string): string | null {
  if (!url.trim()) return null;
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin === origin) return parsed.href;
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Every https address the estate's synced content names for an embedded page, normalised. */
async function estateLinks(origin: string): Promise<Set<string>> {
  const [help, tiles, notifications, notices, developments] = await Promise.all([
    db.appConfig.get('helpUrl'),
    db.tiles.toArray(),
    db.notifications.toArray(),
    db.estateNotices.toArray(),
    db.developments.toArray(),
  ]);
  const named = [
    typeof help?.value === 'string' ? help.value : '',
    ...tiles.map((tile) => tile.navigatePath),
    ...notifications.map((n) => n.url),
    ...notices.map((n) => n.url),
    ...developments.map((d) => d.buyOnlineUrl),
  ];
  return new Set(named.flatMap((url) => frameHref(url, origin) ?? []));
}

/** The address to frame, or null when it is none of the above. */
export async function frameableUrl(url: string, origin: string): Promise<string | null> {
  const href = frameHref(url, origin);
  if (href === null) return null;
  if (new URL(href).origin === origin) return href;
  return (await estateLinks(origin)).has(href) ? href : null;
}

/** `frameableUrl` as a live query: undefined while the device's rows are read. */
export function useFrameableUrl(url: string): string | null | undefined {
  return useLiveQuery(async () => ({ href: await frameableUrl(url, window.location.origin) }), [url])?.href;
}
