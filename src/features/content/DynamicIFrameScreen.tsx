import { useRouter } from '@tanstack/react-router';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { TopBar } from '../../ui/TopBar';

/** Only http(s) pages and same-origin paths are embedded. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function DynamicIFrameScreen({ url, heading }: { url: string; heading: string }) {
  const router = useRouter();
  const src = safeUrl(url);
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="iframe-page">
      <TopBar title={heading} onBack={() => (router.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }))} backLabel={t('app.back')}>
        {canShare && src ? (
          <button type="button" className="icon-btn" aria-label={t('iframe.share')} onClick={() => void navigator.share({ title: heading, url: src }).catch(() => undefined)}>
            <Icon name="share" />
          </button>
        ) : null}
      </TopBar>
      {src ? <iframe title={heading} src={src} /> : <EmptyState message={t('iframe.noUrl')} />}
    </div>
  );
}
