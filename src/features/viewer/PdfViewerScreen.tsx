import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { downloadName, isStoredFile } from '../../domain/documents';
import { t } from '../../i18n';
import { openFile } from '../../app/documents-cache';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { KeepOfflineButton } from '../../app/KeepOfflineButton';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { downloadBlob, ShareDialog } from '../../ui/ShareDialog';
import { TopBar } from '../../ui/TopBar';
import { PdfPages } from './PdfPages';
import { useViewerDocument } from './use-viewer-document';
import './viewer.css';
import '../../i18n/areas/documents';
import '../../i18n/areas/shell';

/** Zoom steps, as multiples of the width that fits the screen. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

/**
 * The spec's download prompt ('You are unable to view this content on your mobile browser, would
 * you like to download it instead?'): the bytes the device holds are saved; a page of another
 * origin is opened in the browser; otherwise the file is fetched again, and when even that fails:
 * 'Please contact support for assistance.'
 */
function CannotView({
  url,
  title,
  blob,
  external,
  onNo,
}: {
  url: string;
  title: string;
  blob?: Blob | undefined;
  external?: string | undefined;
  onNo: () => void;
}) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (blob) return downloadBlob(blob, downloadName(title, blob.type));
    if (external) return void window.open(external, '_blank', 'noopener,noreferrer');
    setBusy(true);
    const answer = await openFile(url).catch(() => null);
    setBusy(false);
    if (answer?.kind === 'ok') downloadBlob(answer.blob, downloadName(title, answer.blob.type));
    else setFailed(true);
  };
  if (failed) return <EmptyState message={t('viewer.failed')} />;
  return (
    <div className="card pdf-prompt" role="alertdialog" aria-label={t('viewer.cannotViewTitle')}>
      <p>{t('viewer.cannotView')}</p>
      <div className="row">
        <Button variant="text" onClick={onNo}>
          {t('viewer.noThanks')}
        </Button>
        <span className="spacer" />
        <Button variant="primary" onClick={() => void download()} disabled={busy} data-testid="viewer-download">
          {t('viewer.download')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /pdfViewer and /pdf-viewer (spec 1 viewers, spec 3 documents and newsletters): the PDF's pages
 * drawn in the page by pdf.js, zoom out and in (100% fits the screen's width), the share dialog
 * (two share options, CLOSE), 'Keep offline' for a stored file, and the download prompt when the
 * file cannot be shown here.
 */
export function PdfViewerScreen({ url, title }: { url: string; title: string }) {
  const router = useRouter();
  const heading = title.trim() || t('viewer.defaultTitle');
  const state = useViewerDocument(url);
  const [zoomIndex, setZoomIndex] = useState<number>(ZOOMS.indexOf(1));
  const [sharing, setSharing] = useState(false);
  const zoom = ZOOMS[zoomIndex] ?? 1;
  const back = () => (router.history.length > 1 ? router.history.back() : void router.navigate({ to: '/home' }));
  const file = useMemo(
    () => (state.kind === 'pdf' ? new File([state.blob], downloadName(heading, 'application/pdf'), { type: 'application/pdf' }) : undefined),
    [state, heading],
  );

  return (
    <div className="pdf-viewer">
      <TopBar title={heading} onBack={back} backLabel={t('app.back')}>
        {state.kind === 'pdf' ? (
          <button type="button" className="icon-btn" aria-label={t('viewer.share')} onClick={() => setSharing(true)}>
            <Icon name="share" />
          </button>
        ) : null}
      </TopBar>
      {state.kind === 'loading' ? <LoadingOverlay label={t('viewer.opening')} /> : null}
      {state.kind === 'failed' ? (
        <main className="page">
          <EmptyState message={t('viewer.failed')} />
        </main>
      ) : null}
      {state.kind === 'offline' ? (
        <main className="page">
          <EmptyState message={t('viewer.offline')} />
        </main>
      ) : null}
      {state.kind === 'cannotView' ? (
        <main className="page">
          <CannotView url={url} title={heading} blob={state.blob} external={state.external} onNo={back} />
        </main>
      ) : null}
      {state.kind === 'pdf' ? (
        <main className="pdf-main">
          <div className="pdf-toolbar" role="toolbar" aria-label={heading}>
            <button
              type="button"
              className="pdf-zoom"
              aria-label={t('viewer.zoomOut')}
              disabled={zoomIndex === 0}
              onClick={() => setZoomIndex((i) => Math.max(0, i - 1))}
            >
              −
            </button>
            <button
              type="button"
              className="pdf-zoom-level"
              aria-label={t('viewer.fitWidthAt', { zoom: t('viewer.zoom', { percent: Math.round(zoom * 100) }) })}
              onClick={() => setZoomIndex(ZOOMS.indexOf(1))}
            >
              {t('viewer.zoom', { percent: Math.round(zoom * 100) })}
            </button>
            <button
              type="button"
              className="pdf-zoom"
              aria-label={t('viewer.zoomIn')}
              disabled={zoomIndex === ZOOMS.length - 1}
              onClick={() => setZoomIndex((i) => Math.min(ZOOMS.length - 1, i + 1))}
            >
              +
            </button>
            <span className="pdf-count">{t('viewer.pageCount', { count: state.doc.numPages })}</span>
            {isStoredFile(url) ? <KeepOfflineButton url={url} name={heading} className="pdf-keep" /> : null}
          </div>
          <PdfPages doc={state.doc} zoom={zoom} title={heading} />
        </main>
      ) : null}
      {sharing && file ? <ShareDialog title={heading} link={window.location.href} file={file} onClose={() => setSharing(false)} /> : null}
    </div>
  );
}
