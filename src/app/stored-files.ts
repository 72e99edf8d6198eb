import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/db';
import { accessToken, apiUrl } from '../sync/transport';

/**
 * Stored files ('/sdk/files/<id>': profile and vehicle photos) are private: the server
 * answers only with the session's token, which a plain <img src> does not send. These
 * helpers fetch a file once with the token, keep the bytes in Dexie (so it shows offline)
 * and hand out an object URL.
 */

async function fetchIntoCache(url: string): Promise<void> {
  const token = await accessToken();
  const response = await fetch(apiUrl(url), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) return;
  const blob = await response.blob();
  await db.fileCache.put({ url, blob, fetchedAt: Date.now() });
}

/**
 * Fetches every listed file the device does not hold yet (e.g. a guard console keeping the
 * estate's resident photos for offline verdicts). Best effort: failures wait for next time.
 */
export async function prefetchStoredFiles(urls: readonly string[]): Promise<void> {
  const wanted = [...new Set(urls.filter((u) => u.startsWith('/sdk/files/')))];
  const held = new Set((await db.fileCache.bulkGet(wanted)).filter((row) => row !== undefined).map((row) => row.url));
  for (const url of wanted) {
    if (!held.has(url)) await fetchIntoCache(url).catch(() => undefined);
  }
}

/** An object URL for a local blob, revoked when the blob changes or the component unmounts. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

/** A displayable URL for a stored file: from the device cache, fetched with the token once when missing. */
export function useStoredFileUrl(url: string | undefined): string | undefined {
  const cached = useLiveQuery(async () => (url ? ((await db.fileCache.get(url)) ?? null) : null), [url]);
  useEffect(() => {
    if (url && cached === null) void fetchIntoCache(url).catch(() => undefined);
  }, [url, cached]);
  return useObjectUrl(cached?.blob);
}
