import DOMPurify from 'dompurify';
import { HTML_ALLOWED_TAGS } from '../domain/html-policy';

/**
 * Event handler attributes (onerror=...) taken out of pasted HTML before any parser sees it:
 * Chromium reports a Content Security Policy violation as soon as a handler attribute is parsed,
 * even in an inert document (the policy blocks it; the report is noise in the console), and
 * ProseMirror reads a paste in a detached document where an <img onerror> would try to run. A
 * best-effort textual pass; DOMPurify and the editor's schema decide what is kept.
 */
export function withoutHandlerAttributes(html: string): string {
  return html.replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(/([\s/"'])on[a-z0-9_:-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, '$1'));
}

/** What a paste may bring in before the editor's schema reads it: the body allow-list, no attributes but a link's and a list's start. */
const PASTE_POLICY = { ALLOWED_TAGS: [...HTML_ALLOWED_TAGS], ALLOWED_ATTR: ['href', 'title', 'start'], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false };

/** Pasted HTML as the rich-text editor reads it: handler attributes gone first, then DOMPurify on the body allow-list. */
export function cleanPastedHtml(html: string): string {
  return DOMPurify.sanitize(withoutHandlerAttributes(html), PASTE_POLICY);
}
