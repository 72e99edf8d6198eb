import { useRouter } from '@tanstack/react-router';
import type { Notification } from '../../contract/notifications';
import { isStoredFile, newsletterDateTime, pdfViewerHref } from '../../domain/documents';
import { t } from '../../i18n';
import { useStoredFileUrl } from '../../app/stored-files';
import { Button } from '../../ui/Button';
import '../../i18n/areas/documents';

/**
 * /notifications/detail/newsletterdetail (spec 3): the newsletter's image, title ('Newsletter'
 * when it has none), date and time (DD-MM-YYYY HH:mm:ss), message, and 'View PDF', which opens the
 * newsletter's PDF (the notification's url, a stored file) in /pdfViewer. The url is never shown as
 * a link: the file needs the session, which the viewer sends in a header.
 */
export function NewsletterNotification({ notification }: { notification: Notification }) {
  const router = useRouter();
  // Only this product's stored pictures: the CSP shows no images of other origins.
  const image = useStoredFileUrl(isStoredFile(notification.image) ? notification.image : undefined);
  const title = notification.title.trim() || t('newsletters.defaultTitle');
  const url = notification.url.trim();
  return (
    <article className="card notification-detail" data-testid="newsletter-notification">
      {image ? <img className="notification-image" src={image} alt="" /> : null}
      <h2>{title}</h2>
      <p className="muted">
        <time dateTime={new Date(notification.createdAt).toISOString()}>{newsletterDateTime(notification.createdAt)}</time>
      </p>
      {notification.description ? <p className="notification-description">{notification.description}</p> : null}
      {url ? (
        <Button variant="primary" onClick={() => void router.navigate({ href: pdfViewerHref(url, title) })}>
          {t('newsletters.viewPdf')}
        </Button>
      ) : null}
    </article>
  );
}
