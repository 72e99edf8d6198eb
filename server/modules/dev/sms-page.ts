import { createHash } from 'node:crypto';
import type { StoredSms } from '../../sms/stored-sms-sender';

const SMS_STYLE = `
body{font-family:system-ui,sans-serif;max-width:900px;margin:0 auto;padding:1rem;color:#222}
article{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.meta{color:#555;font-size:.9rem}p.sms{white-space:pre-wrap;word-break:break-word;font-size:1.05rem}
`;

/** The CSP source that allows the page's one inline <style> (and nothing else inline). */
export const SMS_STYLE_HASH = `sha256-${createHash('sha256').update(SMS_STYLE).digest('base64')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain server-rendered page listing the stored SMS, newest first (bodies escaped, never HTML). */
export function renderSmsPage(messages: StoredSms[], to: string | undefined): string {
  const items = messages
    .map(
      (m) => `<article>
  <p class="meta">To <strong class="to">${escapeHtml(m.to)}</strong> &middot; <time datetime="${new Date(m.createdAt).toISOString()}">${escapeHtml(new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
  <p class="sms">${escapeHtml(m.body)}</p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Stored SMS${to ? ` - ${escapeHtml(to)}` : ''}</title>
<style>${SMS_STYLE}</style>
</head>
<body>
<h1>Stored SMS</h1>
<form method="get" action="/dev/sms"><label>To <input type="tel" name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit">Filter</button> <a href="/dev/sms">All</a></form>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}${to ? ` to ${escapeHtml(to)}` : ''}, newest first.</p>
${items || '<p>No messages.</p>'}
</body>
</html>`;
}
