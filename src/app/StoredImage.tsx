import type { ReactNode } from 'react';
import { t } from '../i18n';
import { useOnline } from '../sync/hooks';
import { useStoredFileUrl } from './stored-files';
import './stored-image.css';
import '../i18n/areas/shell';

/**
 * A picture stored by this product ('/sdk/files/<id>', private: fetched once with the session's
 * token and kept on the device, so it shows offline). Until it is there, or when there is none,
 * a plain box holds its place with the optional `fallback` (an icon or a name); offline, the box
 * says the picture shows once back online (README, deliberate departures).
 */
export function StoredImage({ url, alt, className, fallback }: { url: string; alt: string; className?: string; fallback?: ReactNode }) {
  const src = useStoredFileUrl(url || undefined);
  const online = useOnline();
  const classes = `stored-image${className ? ` ${className}` : ''}`;
  if (src) return <img className={classes} src={src} alt={alt} />;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label comes only with the img role, both from alt.
    <span
      className={`${classes} stored-image-empty`}
      role={alt ? 'img' : undefined}
      aria-label={alt ? [alt, url && !online ? t('app.imageOffline') : ''].filter(Boolean).join('. ') : undefined}
      title={url && !online ? t('app.imageOffline') : undefined}
    >
      {fallback}
      {url && !online ? <span className="stored-image-offline">{t('app.imageOffline')}</span> : null}
    </span>
  );
}
