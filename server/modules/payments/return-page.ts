import { PAYMENT_RETURN_PAGE } from '../../../src/i18n/en/billing';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page the gateway's frame lands on (RETURN_URL), inside the app's /DynamicIFrame: a few
 * words and nothing else. No script (the CSP forbids inline ones, and the app needs none: it
 * polls the payment's status itself and leaves the frame when the result is known).
 */
export function renderReturnPage(found: boolean): string {
  const heading = found ? PAYMENT_RETURN_PAGE.heading : PAYMENT_RETURN_PAGE.notFound;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(PAYMENT_RETURN_PAGE.title)}</title>
</head>
<body>
<h1>${escapeHtml(heading)}</h1>
${found ? `<p>${escapeHtml(PAYMENT_RETURN_PAGE.text)}</p>` : ''}
</body>
</html>`;
}
