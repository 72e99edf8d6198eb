import { createHash } from 'node:crypto';
import type { StoredMail } from '../../mail/mailbox-mailer';

const MAILBOX_STYLE = `
body{font-family:system-ui,sans-serif;max-width:900px;margin:0 auto;padding:1rem;color:#222}
article{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:.5rem 0}.meta{color:#555;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}
`;

/** The CSP source that allows the page's one inline <style> (and nothing else inline). */
export const MAILBOX_STYLE_HASH = `sha256-${createHash('sha256').update(MAILBOX_STYLE).digest('base64')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escapes the text body and turns http(s) links into anchors (URL found first, then escaped). */
export function linkify(text: string): string {
  const url = /https?:\/\/[^\s<>"']+/g;
  let html = '';
  let last = 0;
  for (const match of text.matchAll(url)) {
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    const href = escapeHtml(match[0]);
    html += `<a href="${href}">${href}</a>`;
    last = start + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * A plain server-rendered page listing stored messages, newest first. The text body is
 * shown (escaped, links clickable); stored HTML bodies are never injected into the page.
 */
export function renderMailboxPage(messages: StoredMail[], to: string | undefined): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> &middot; <time datetime="${new Date(m.createdAt).toISOString()}">${escapeHtml(new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Mailbox${to ? ` - ${escapeHtml(to)}` : ''}</title>
<style>${MAILBOX_STYLE}</style>
</head>
<body>
<h1>Mailbox</h1>
<form method="get" action="/dev/mailbox"><label>To <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit">Filter</button> <a href="/dev/mailbox">All</a></form>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}${to ? ` to ${escapeHtml(to)}` : ''}, newest first.</p>
${items || '<p>No messages.</p>'}
</body>
</html>`;
}
