import { useState } from 'react';
import { API } from '../../contract/api-paths';
import { WEEKDAYS, type Associate, type AccessZone } from '../../contract/people';
import { formatDateTimeRange } from '../../domain/locale-format';
import { t, type MessageKey } from '../../i18n';
import { syncNow } from '../../sync/engine';
import { useOnline } from '../../sync/hooks';
import { apiFetch, ApiError, OfflineError } from '../../sync/transport';
import { usePassFor } from '../../app/use-passes';
import { Button } from '../../ui/Button';
import { PassCard } from '../../ui/PassCard';
import '../../i18n/areas/associates';
import '../../i18n/areas/people';
import '../../i18n/areas/visitors';

/** The associate's access times, one line per day with access ('Any time' when every day is 00:01-23:59 or none is set). */
function timesText(associate: Associate): string {
  const days = WEEKDAYS.map((day) => [day, associate[`${day}StartTime`], associate[`${day}EndTime`]] as const);
  const open = days.filter(([, start, end]) => start && end);
  if (open.length === 0 || (open.length === 7 && open.every(([, start, end]) => start === '00:01' && end === '23:59'))) return t('passes.anyTime');
  return open.map(([day, start, end]) => `${t(`associates.weekday.${day}` as MessageKey)} ${start} - ${end}`).join('\n');
}

/**
 * The associate's gate pass (for staff without the app): the pass the server issued (synced to the
 * unit), or online a 'Create gate pass' button (the server publishes the pass); the QR, the
 * validity, access times and zones, Print (only the card prints) and the link to the pass page.
 */
export function AssociatePassSection({ associate, zones, estateName }: { associate: Associate; zones: readonly AccessZone[]; estateName: string }) {
  const pass = usePassFor(associate.pkiAssociateID);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(API.associatePass(associate.pkiAssociateID), { method: 'POST', body: {} });
      await syncNow().catch(() => undefined);
    } catch (e) {
      setError(e instanceof OfflineError ? t('passes.needOnline') : e instanceof ApiError ? e.message : t('passes.needOnline'));
    } finally {
      setBusy(false);
    }
  };

  const active = pass?.status === 'ACTIVE' ? pass : null;
  const zoneNames = (active?.accessZoneIDList ?? associate.accessZoneIDList)
    .split(',')
    .filter(Boolean)
    .map((id) => zones.find((z) => z.id === Number(id))?.accessZoneName ?? id);

  return (
    <section className="associate-pass" aria-labelledby="associate-pass-heading">
      <h2 id="associate-pass-heading" className="section-title">
        {t('passes.heading')}
      </h2>
      {pass === undefined ? null : active ? (
        <PassCard
          holderName={active.holderName}
          subtitle={`${estateName} · ${t('units.unit', { unitNo: active.unitNo })}`}
          code={active.code}
          rows={[
            [t('passes.valid'), formatDateTimeRange(active.validFrom * 1000, active.validTo * 1000)],
            [t('passes.accessTimes'), timesText(associate)],
            [t('passes.zones'), zoneNames.join(', ')],
          ]}
        >
          <div className="pass-actions">
            <Button variant="secondary" onClick={() => window.print()}>
              {t('passes.print')}
            </Button>
            <a
              className="btn btn-text"
              href={`/visit/${encodeURIComponent(active.linkToken)}`}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="associate-pass-link"
            >
              {t('passes.link')}
            </a>
          </div>
        </PassCard>
      ) : (
        <>
          {pass?.status === 'REVOKED' ? <p className="notice notice-pending">{t('passes.revoked')}</p> : <p className="muted">{t('passes.intro')}</p>}
          {online ? (
            <Button variant="secondary" className="btn-block" disabled={busy} onClick={() => void create()}>
              {busy ? t('passes.creating') : t('passes.create')}
            </Button>
          ) : (
            <p className="notice notice-pending">{t('passes.needOnline')}</p>
          )}
        </>
      )}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
