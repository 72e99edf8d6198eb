/**
 * Event handler attributes (onerror=...) taken out of the manager's draft before any parser sees
 * it: SafeHtml's DOMPurify removes them anyway, but Chromium reports a Content Security Policy
 * violation as soon as a handler attribute is parsed, even in an inert document (the policy blocks
 * it; the report is noise in the console). A best-effort textual pass for the preview only; the
 * sanitisers decide what is kept.
 */
export function withoutHandlerAttributes(html: string): string {
  return html.replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(/([\s/"'])on[a-z0-9_:-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, '$1'));
}
