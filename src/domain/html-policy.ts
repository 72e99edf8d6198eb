/**
 * What an event body (HTML written by estate managers) may contain: formatting, lists, links,
 * headings, tables and images, nothing that runs. One allow-list for both sanitisers: the
 * server's (sanitize-html, before the body is stored) and the app's (DOMPurify, before it
 * renders). No `style`, no event handlers, no scripts, frames, forms or SVG; links only to
 * https, mailto and tel; images only from this product's stored files or https.
 */
export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
] as const;

export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** URL schemes a link may use; images use https or a relative `/sdk/files/<id>` path only. */
export const HTML_LINK_SCHEMES = ['https', 'mailto', 'tel'] as const;
export const HTML_IMAGE_SCHEMES = ['https'] as const;

/** True for a URL an `href` may hold. */
export function isAllowedLink(url: string): boolean {
  return /^(https:|mailto:|tel:)/i.test(url.trim());
}

/** True for a URL an `img src` may hold: https, or a stored file of this product. */
export function isAllowedImage(url: string): boolean {
  const u = url.trim();
  return /^https:/i.test(u) || /^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/.test(u);
}
