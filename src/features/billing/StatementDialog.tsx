import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useOnline } from '../../sync/hooks';
import type { Bill } from '../../contract/billing';
import { t } from '../../i18n';
import { BILLING_MESSAGES } from '../../i18n/en/billing';
import { useObjectUrl } from '../../app/stored-files';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { fetchStatement } from './billing.api';
import { periodLabel } from './bill-format';
import '../../i18n/areas/billing';
import '../../i18n/areas/shell';

/**
 * A bill's statement (spec 3: View opens the statement): fetched with the session's token (and kept
 * on the device), then offered to open in the app's PDF viewer (/pdfViewer) or to download.
 * Failure: 'Please contact support for assistance.'; offline without a saved copy, that it opens once
 * back online (README, deliberate departures), and it does: the dialog fetches again when the device is.
 */
export function StatementDialog({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'ok'; blob: Blob } | { kind: 'failed' } | { kind: 'offline' }>({ kind: 'loading' });
  const online = useOnline();
  // Offline without a copy: fetched again as soon as the device is back online.
  const [tries, setTries] = useState(0);
  const waitingForNetwork = state.kind === 'offline';
  useEffect(() => {
    if (online && waitingForNetwork) setTries((n) => n + 1);
  }, [online, waitingForNetwork]);
  useEffect(() => {
    let live = true;
    if (tries > 0) setState({ kind: 'loading' });
    void fetchStatement(bill).then((answer) => {
      if (live) setState(answer);
    });
    return () => {
      live = false;
    };
  }, [bill, tries]);
  const url = useObjectUrl(state.kind === 'ok' ? state.blob : undefined);

  if (state.kind === 'loading') return <LoadingOverlay label={t('billing.statementLoading')} />;
  if (state.kind === 'failed' || state.kind === 'offline') {
    return (
      <Dialog
        title={t('billing.statementErrorTitle')}
        onClose={onClose}
        actions={
          <Button variant="primary" onClick={onClose}>
            {t('app.ok')}
          </Button>
        }
      >
        <p>{state.kind === 'offline' ? t('billing.statementOffline') : BILLING_MESSAGES.statementFailed}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t('billing.statementTitle', { period: periodLabel(bill.period) })}
      onClose={onClose}
      actions={
        <Button variant="text" onClick={onClose}>
          {t('app.close')}
        </Button>
      }
    >
      {url ? (
        <div className="row statement-links">
          <Link
            className="btn btn-primary"
            to="/pdfViewer"
            search={{ url: bill.statementUrl, title: t('billing.statementTitle', { period: periodLabel(bill.period) }) }}
            data-testid="statement-open"
          >
            {t('billing.statementOpen')}
          </Link>
          <a className="btn btn-secondary" href={url} download={`statement-${bill.AccountNumber}-${bill.period}.pdf`} data-testid="statement-download">
            {t('billing.statementDownload')}
          </a>
        </div>
      ) : null}
    </Dialog>
  );
}
