import DOMPurify from 'dompurify';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { db } from '../db/db';
import { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_TAGS, isAllowedImage, isAllowedLink } from '../domain/html-policy';
import { prefetchStoredFiles } from './stored-files';

/**
 * HTML written by managers (event bodies), sanitised again here with DOMPurify on the one
 * allow-list the server's sanitiser uses (src/domain/html-policy.ts): formatting, lists, links,
 * headings, tables and images; no scripts, event handlers, styles or frames. Attributes are
 * kept per tag, links only to https, mailto and tel (opened in a new tab), images only from
 * https or this product's stored files. Stored pictures are private, so they are shown from
 * the device's cache (fetched once with the session's token) and work offline.
 */

const purify = DOMPurify();
const ALL_ATTRIBUTES = [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())];

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = HTML_ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'href' && !isAllowedLink(data.attrValue)) data.keepAttr = false;
  else if (data.attrName === 'src' && !isAllowedImage(data.attrValue)) data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName.toLowerCase() === 'a' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** `html` sanitised into an inert fragment (nothing in it loads until it is placed in the page). */
export function sanitizeHtml(html: string): DocumentFragment {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALL_ATTRIBUTES, 'target', 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https:|mailto:|tel:|\/sdk\/files\/)/i,
    RETURN_DOM_FRAGMENT: true,
  });
}

const STORED = /^\/sdk\/files\//;

/** Object URLs for the stored pictures the device holds (fetched when missing), revoked when they change or on unmount. */
function useCachedPictures(key: string): ReadonlyMap<string, string> {
  const rows = useLiveQuery(async () => (key ? db.fileCache.bulkGet(key.split('\n')) : []), [key]);
  const [objectUrls, setObjectUrls] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (key) void prefetchStoredFiles(key.split('\n')).catch(() => undefined);
  }, [key]);
  useEffect(() => {
    const made = new Map<string, string>();
    for (const row of rows ?? []) if (row) made.set(row.url, URL.createObjectURL(row.blob));
    setObjectUrls(made);
    return () => {
      for (const u of made.values()) URL.revokeObjectURL(u);
    };
  }, [rows]);
  return objectUrls;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const fragment = useMemo(() => sanitizeHtml(html), [html]);
  const storedKey = useMemo(
    () => [...new Set([...fragment.querySelectorAll('img[src]')].map((img) => img.getAttribute('src') ?? '').filter((src) => STORED.test(src)))].join('\n'),
    [fragment],
  );
  const pictures = useCachedPictures(storedKey);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Patched while still inert, then placed: a stored picture never goes out without the token.
    const copy = fragment.cloneNode(true) as DocumentFragment;
    for (const img of copy.querySelectorAll('img[src]')) {
      const src = img.getAttribute('src') ?? '';
      if (!STORED.test(src)) continue;
      const local = pictures.get(src);
      if (local) img.setAttribute('src', local);
      else img.removeAttribute('src');
    }
    ref.current?.replaceChildren(copy);
  }, [fragment, pictures]);
  return <div ref={ref} className={className} />;
}
