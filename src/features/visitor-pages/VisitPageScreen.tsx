import { useEffect, useState, useSyncExternalStore } from 'react';
import { API } from '../../contract/api-paths';
import type { VisitPage } from '../../contract/invites';
import { visitFragmentText, windowText } from '../../domain/invites';
import { formatDateTimeRange } from '../../domain/locale-format';
import { parseBoundPass } from '../../domain/qr/ticket';
import { t } from '../../i18n';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { apiFetch, ApiError, OfflineError } from '../../sync/transport';
import { PassCard } from '../../ui/PassCard';
import { TopBar } from '../../ui/TopBar';
import './visitor-pages.css';
import '../../i18n/areas/visitors';

type Load = { page: VisitPage; saved: boolean } | { error: string } | null;

/** The pass kept in this browser, for a visitor who reopens the link at the gate without signal. */
const savedKey = (token: string) => `visit-pass:${token}`;

function readSaved(token: string): VisitPage | null {
  try {
    const text = window.localStorage.getItem(savedKey(token));
    return text ? (JSON.parse(text) as VisitPage) : null;
  } catch {
    return null;
  }
}

function keep(token: string, page: VisitPage): void {
  try {
    if (page.status === 'ACTIVE') window.localStorage.setItem(savedKey(token), JSON.stringify(page));
    else window.localStorage.removeItem(savedKey(token));
  } catch {
    // Private mode or storage full: the page still shows.
  }
}

async function loadVisitPage(token: string): Promise<Load> {
  try {
    const body = await apiFetch<{ details?: VisitPage[] }>(API.visitPage(token), { auth: false });
    const page = body.details?.[0];
    if (!page) return { error: INVITE_MESSAGES.passNotFound };
    keep(token, page);
    return { page, saved: false };
  } catch (error) {
    if (error instanceof OfflineError) {
      const saved = readSaved(token);
      return saved ? { page: saved, saved: true } : { error: t('visit.offline') };
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 400)) {
      window.localStorage.removeItem(savedKey(token));
      return { error: INVITE_MESSAGES.passNotFound };
    }
    return { error: t('visit.failed') };
  }
}

/**
 * /visit/{token}, the visitor's own page (no account, outside the signed-in layout): the estate,
 * the visitor's name, the QR code (or a delivery's PIN in big digits), the time window, single or
 * multiple entry and the estate's directions; a revoked, expired or unknown pass says so. The
 * last pass seen is kept in this browser for a reload at the gate without signal.
 */
export function VisitPageScreen({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>(null);
  useEffect(() => {
    let cancelled = false;
    void loadVisitPage(token).then((result) => !cancelled && setLoad(result));
    return () => {
      cancelled = true;
    };
  }, [token]);

  return (
    <div className="visit-page">
      <TopBar title={load && 'page' in load ? load.page.estateName : t('visit.title')} />
      <main className="page visit-main">
        {load === null ? (
          <p className="center" role="status">
            <span className="spinner" aria-hidden="true" /> <span className="visually-hidden">{t('visit.loading')}</span>
          </p>
        ) : 'error' in load ? (
          <p className="notice notice-error" role="alert" data-testid="visit-error">
            {load.error}
          </p>
        ) : (
          <VisitPass page={load.page} saved={load.saved} />
        )}
      </main>
    </div>
  );
}

function VisitPass({ page, saved }: { page: VisitPage; saved: boolean }) {
  const expired = page.status === 'EXPIRED' || page.validTo * 1000 < Date.now();
  const usable = page.status === 'ACTIVE' && !expired;
  const pin = page.kind === 'delivery' && page.pin ? page.pin : undefined;
  return (
    <>
      {saved ? <p className="notice notice-pending">{t('visit.offlineSaved')}</p> : null}
      {page.status === 'REVOKED' ? (
        <p className="notice notice-error" role="alert" data-testid="visit-error">
          {t('visit.revoked')}
        </p>
      ) : expired ? (
        <p className="notice notice-error" role="alert" data-testid="visit-error">
          {t('visit.expired')}
        </p>
      ) : null}
      <PassCard
        holderName={page.holderName}
        subtitle={`${page.estateName} · ${t('visit.unit', { unitNo: page.unitNo })}`}
        code={usable ? page.code : ''}
        pin={usable ? pin : undefined}
        hint={usable ? t(pin ? 'visit.pinHint' : 'visit.qrHint') : undefined}
        rows={[
          [t('passes.valid'), windowText(page.from, page.to)],
          [t('visitors.entries'), page.multiEntry ? t('visitors.multiEntry') : t('visitors.singleEntry')],
          ...(page.directions ? ([[t('visit.directions'), page.directions]] as const) : []),
        ]}
      />
    </>
  );
}

const onHashChange = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};

/**
 * /visit#{pass}, the visitor's page for a pass the resident bound on their phone with no signal
 * (issue 31): the bound pass text travels in the fragment (never sent to any server) and the page
 * shows its QR and what the pass itself says, parsed here with no server call. It only displays:
 * nothing on it is trusted, the guard's console verifies the signatures. Text that is not a bound
 * pass says the pass cannot be found.
 */
export function VisitFragmentScreen() {
  const hash = useSyncExternalStore(onHashChange, () => window.location.hash);
  const text = visitFragmentText(hash);
  const parsed = text === null ? null : parseBoundPass(text);
  const binding = parsed?.binding;
  const expired = binding ? binding.validTo * 1000 < Date.now() : false;
  // The estate's name as the resident's link gives it (display only); the pass itself names the unit.
  const estateName = new URLSearchParams(window.location.search).get('estate')?.trim() ?? '';
  return (
    <div className="visit-page">
      <TopBar title={t('visit.title')} />
      <main className="page visit-main">
        {!parsed || !binding || text === null ? (
          <p className="notice notice-error" role="alert" data-testid="visit-error">
            {INVITE_MESSAGES.passNotFound}
          </p>
        ) : (
          <>
            {expired ? (
              <p className="notice notice-error" role="alert" data-testid="visit-error">
                {t('visit.expired')}
              </p>
            ) : null}
            <PassCard
              holderName={binding.visitorName}
              subtitle={[estateName, t('visit.unit', { unitNo: parsed.ticket.unitNo })].filter(Boolean).join(' · ')}
              code={expired ? '' : text}
              hint={expired ? undefined : t('visit.qrHint')}
              rows={[
                [t('passes.valid'), formatDateTimeRange(binding.validFrom * 1000, binding.validTo * 1000)],
                [t('visitors.entries'), binding.maxEntries === 1 ? t('visitors.singleEntry') : t('visitors.multiEntry')],
              ]}
            />
          </>
        )}
      </main>
    </div>
  );
}
