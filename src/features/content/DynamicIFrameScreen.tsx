import { Navigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isStoredFile } from '../../domain/documents';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { ShareDialog } from '../../ui/ShareDialog';
import { TopBar } from '../../ui/TopBar';
import './dynamic-iframe.css';

/**
 * What may be embedded: https pages (the CSP's frame-src) and this product's own pages. Anything
 * else (http pages of other origins, other schemes) is not. The url is framed as given: no
 * sign-in token is ever appended (spec 3 appends one to notification pages).
 */
function embeddable(url: string): string | null {
  if (!url.trim()) return null; // no url: not this app's own start page in a frame
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin === window.location.origin) return parsed.href;
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * /DynamicIFrame?url=&heading= (spec 1, spec 3): an embedded page with 'Loading' until the page
 * has loaded, and sharing: the system's share sheet where the browser has one (Web Share API),
 * else the share dialog (open in the browser, copy the link, CLOSE). A stored file of this product
 * (a document of another type than PDF) needs the session, which a frame cannot send: it opens in
 * the file viewer instead, which offers to download it.
 */
export function DynamicIFrameScreen({ url, heading }: { url: string; heading: string }) {
  const router = useRouter();
  const src = embeddable(url);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  // Without a heading the page and its frame still need a name (axe 'frame-title', 'empty-heading').
  const title = heading || t('iframe.untitled');
  if (isStoredFile(url)) return <Navigate to="/pdfViewer" search={{ url, title: heading }} replace />;

  const share = () => {
    if (!src) return;
    if (typeof navigator.share === 'function') void navigator.share({ title: heading, url: src }).catch(() => undefined);
    else setSharing(true);
  };
  return (
    <div className="iframe-page">
      <TopBar title={title} onBack={() => (router.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }))} backLabel={t('app.back')}>
        {src ? (
          <button type="button" className="icon-btn" aria-label={t('iframe.share')} onClick={share}>
            <Icon name="share" />
          </button>
        ) : null}
      </TopBar>
      {src ? (
        <main className="iframe-frame">
          <iframe key={src} title={title} src={src} onLoad={() => setLoaded(src)} />
          {loaded === src ? null : (
            <div className="iframe-loading" role="status" aria-live="polite">
              <span className="spinner" aria-hidden="true" />
              <span>{t('app.loading')}</span>
            </div>
          )}
        </main>
      ) : (
        <main className="page">
          <EmptyState message={t('iframe.noUrl')} />
        </main>
      )}
      {sharing && src ? <ShareDialog title={heading} link={src} onClose={() => setSharing(false)} /> : null}
    </div>
  );
}
