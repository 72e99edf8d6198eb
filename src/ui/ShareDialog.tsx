import { useState } from 'react';
import { t } from '../i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';
import '../i18n/areas/documents';

/** Saves a file through the browser's download (an object URL on a temporary link, revoked after). */
export function downloadBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Whether this browser can hand a file to the system's share sheet (Web Share API level 2). */
export function canShareFile(file: File): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.share === 'function' &&
    typeof navigator.canShare === 'function' &&
    navigator.canShare({ files: [file] })
  );
}

type Props = {
  title: string;
  /** The page's link (absolute): the app's own route or the embedded page. It never carries a sign-in token. */
  link: string;
  /** The file on screen, when there is one: shared through the system's share sheet where the browser can, else downloaded. */
  file?: File | undefined;
  onClose: () => void;
};

/**
 * Spec 3 (/pdfViewer, /DynamicIFrame): the share dialog, two share options and CLOSE. With a file:
 * 'Share' (the system's share sheet with the file) or, where the browser cannot share files,
 * 'Download'; without one: 'Open in browser'. Then 'Copy link'.
 */
export function ShareDialog({ title, link, file, onClose }: Props) {
  const [status, setStatus] = useState('');
  const shareFile = file && canShareFile(file);

  const first = async () => {
    if (file && shareFile) {
      // AbortError: the user closed the share sheet; nothing to say.
      await navigator.share({ files: [file], title }).catch(() => undefined);
    } else if (file) {
      downloadBlob(file, file.name);
    } else {
      window.open(link, '_blank', 'noopener,noreferrer');
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t('share.copied'));
    } catch {
      setStatus(t('share.copyFailed', { link }));
    }
  };

  return (
    <Dialog
      title={t('share.title')}
      onClose={onClose}
      actions={
        <Button variant="text" onClick={onClose}>
          {t('share.close')}
        </Button>
      }
    >
      <div className="stack">
        <Button variant="primary" className="btn-block" onClick={() => void first()} data-testid="share-first">
          {shareFile ? t('share.shareFile') : file ? t('share.download') : t('share.openInBrowser')}
        </Button>
        <Button variant="secondary" className="btn-block" onClick={() => void copy()} data-testid="share-copy">
          {t('share.copyLink')}
        </Button>
        {status ? (
          <p className="muted" role="status">
            {status}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
