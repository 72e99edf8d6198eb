import { Navigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useFrameableUrl } from '../../app/frame-sources';
import { isStoredFile } from '../../domain/documents';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { ShareDialog } from '../../ui/ShareDialog';
import { TopBar } from '../../ui/TopBar';
import './dynamic-iframe.css';
import '../../i18n/areas/shell';

/**
 * /DynamicIFrame?url=&heading= (spec 1, spec 3): an embedded page with 'Loading' until the page
 * has loaded, and sharing: the system's share sheet where the browser has one (Web Share API),
 * else the share dialog (open in the browser, copy the link, CLOSE). A stored file of this product
 * (a document of another type than PDF) needs the session, which a frame cannot send: it opens in
 * the file viewer instead, which offers to download it. Only a page the estate's own content named
 * (or this product's own) is framed, as given: no sign-in token is ever appended (spec 3 appends
 * one to notification pages); any other address gets a message and no frame (src/app/frame-sources.ts).
 */
export function DynamicIFrameScreen({ url, heading }: { url: string; heading: string }) {
  const router = useRouter();
  const framed = useFrameableUrl(url);
  const src = framed ?? null;
  const [loaded, setLoaded] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  // Without a heading the page and its frame still need a name (axe 'frame-title', 'empty-heading').
  // A refused address's heading is not shown either: it is the same stranger's words.
  const title = (src ? heading : '') || t('iframe.untitled');
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
      ) : framed === undefined ? null : (
        <main className="page">
          <EmptyState message={url.trim() ? t('iframe.notEstatePage') : t('iframe.noUrl')} />
        </main>
      )}
      {sharing && src ? <ShareDialog title={heading} link={src} onClose={() => setSharing(false)} /> : null}
    </div>
  );
}
