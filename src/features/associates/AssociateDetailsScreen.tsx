import { formatDate } from '../../domain/locale-format';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { WEEKDAYS, type Associate, type Weekday } from '../../contract/people';
import { hidesContactAndId, showsAccessTimes } from '../../domain/associates';
import { t, type MessageKey } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { ApiError, OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { AssociatePassSection } from './AssociatePassSection';
import { AssociatePhoto } from './AssociatePhoto';
import { useAssociateUploader, usePendingAssociateImages } from '../../app/associate-uploads';
import {
  fetchAssociateIdNumber,
  hasPendingRequest,
  requestForUnit,
  useAssociate,
  usePeopleConfig,
  usePendingRequests,
  usePropertyLines,
  useUnit,
} from '../../app/associates.api';
import { RefusedNotices } from './RefusedNotices';
import { RequestResult, type RequestAnswer } from './RequestResult';
import '../../i18n/areas/associates';
import '../../i18n/areas/people';
import '../../i18n/areas/shell';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="associate-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The full ID number is fetched online on demand (the server logs each view); masked until then. */
function IdNumber({ associate }: { associate: Associate }) {
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    setError(null);
    try {
      setShown(await fetchAssociateIdNumber(associate.pkiAssociateID));
    } catch (e) {
      setError(e instanceof OfflineError ? t('associates.idOffline') : e instanceof ApiError ? e.message : t('associates.idOffline'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <span data-testid="associate-id-number">{shown ?? associate.idNumberMasked}</span>{' '}
      {associate.idNumberMasked ? (
        shown === null ? (
          <Button variant="text" disabled={busy} onClick={() => void show()}>
            {t('associates.showId')}
          </Button>
        ) : (
          <Button variant="text" onClick={() => setShown(null)}>
            {t('associates.hideId')}
          </Button>
        )
      ) : null}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}

function AccessTimes({ associate }: { associate: Associate }) {
  return (
    <table className="associate-times">
      <tbody>
        {WEEKDAYS.map((day: Weekday) => {
          const start = associate[`${day}StartTime`];
          const end = associate[`${day}EndTime`];
          return (
            <tr key={day}>
              <th scope="row">{t(`associates.weekday.${day}` as MessageKey)}</th>
              <td>{start && end ? `${start} - ${end}` : t('associates.noAccess')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * /associates/details: photo, name, relationship, type, Property, Mobile, Email and ID (not for
 * minors), access times (not for family and tenants), access zones, REMOVE PROFILE as a request
 * to the estate manager (pending once sent), and 'View All Associates'.
 */
export function AssociateDetailsScreen({ unitNo, associateId }: { unitNo: string; associateId: string }) {
  const navigate = useNavigate();
  useAssociateUploader();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const associate = useAssociate(associateId);
  const unit = useUnit(estateId, unitNo);
  const config = usePeopleConfig(estateId);
  const requests = usePendingRequests(estateId, unitNo);
  const property = usePropertyLines(estateId, unit);
  const pictures = usePendingAssociateImages();
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<RequestAnswer | null>(null);

  const toList = () => void navigate({ to: '/associates/list', search: { unitNo } });
  const top = <TopBar title={t('associates.detailsTitle')} onBack={toList} backLabel={t('app.back')} />;
  if (associate === undefined || access === undefined) return <LoadingOverlay />;
  if (associate === null) {
    return (
      <div>
        {top}
        <main className="page">
          <RefusedNotices />
          <EmptyState message={t('associates.notFound')}>
            <Button variant="text" onClick={toList}>
              {t('associates.viewAll')}
            </Button>
          </EmptyState>
        </main>
      </div>
    );
  }

  const zoneNames = associate.accessZoneIDList
    .split(',')
    .filter(Boolean)
    .map((id) => config?.accessZones.find((z) => z.id === Number(id))?.accessZoneName ?? id);
  const removalPending = hasPendingRequest(requests, 'removal', associate.pkiAssociateID);
  const name = `${associate.firstName} ${associate.lastName}`;

  const sendRemoval = async () => {
    setConfirming(false);
    if (estateId === undefined) return;
    setAnswer(
      await requestForUnit('removal', estateId, unitNo, associate).then(
        (outcome): RequestAnswer => ({ outcome }),
        () => ({ outcome: { kind: 'failed' } }),
      ),
    );
  };

  return (
    <div>
      {top}
      <main className="page associate-details">
        <RefusedNotices />
        <div className="associate-head">
          <AssociatePhoto associate={associate} local={pictures.find((p) => p.associateId === associate.pkiAssociateID && p.field === 'face')?.blob} large />
          <div>
            <h2 className="associate-name">{name}</h2>
            <p className="muted">{associate.associateRelationship}</p>
            {associate.associateType ? <span className="record-badge associate-type-badge">{associate.associateType}</span> : null}
            {associate.delegateAssociate > 0 ? <p className="associate-delegate">{t('associates.delegateLabel')}</p> : null}
          </div>
        </div>
        <dl className="associate-fields">
          <Field label={t('associates.property')}>
            {property.length > 0 ? property.map((line) => <div key={line}>{line}</div>) : t('units.unit', { unitNo })}
          </Field>
          {hidesContactAndId(associate) ? null : (
            <>
              <Field label={t('associates.mobile')}>{associate.phoneNumber}</Field>
              <Field label={t('associates.email')}>{associate.email}</Field>
              <Field label={t('associates.idNumber')}>
                <IdNumber associate={associate} />
              </Field>
            </>
          )}
          {showsAccessTimes(associate) ? (
            <Field label={t('associates.accessTimes')}>
              <AccessTimes associate={associate} />
              <Button
                variant="text"
                onClick={() => void navigate({ to: '/associates/access-term', search: { unitNo, associateId: associate.pkiAssociateID } })}
              >
                {t('associates.editAccess')}
              </Button>
            </Field>
          ) : null}
          <Field label={t('associates.accessZones')}>{zoneNames.join(', ')}</Field>
          {associate.validFrom ? (
            <Field label={t('associates.validityLabel')}>
              {t('associates.validity', { from: formatDate(associate.validFrom), to: formatDate(associate.validTo) })}
            </Field>
          ) : null}
        </dl>
        <AssociatePassSection associate={associate} zones={config?.accessZones ?? []} estateName={access?.estateName ?? ''} />
        {removalPending ? (
          <p className="notice notice-pending">{t('associates.removalPending')}</p>
        ) : (
          <Button variant="danger" className="btn-block" onClick={() => setConfirming(true)}>
            {t('associates.removeProfile')}
          </Button>
        )}
        <Button variant="text" className="btn-block" onClick={toList}>
          {t('associates.viewAll')}
        </Button>
      </main>
      {confirming ? (
        <Dialog
          title={t('associates.removeTitle')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('associates.cancel')}
              </Button>
              <Button onClick={() => void sendRemoval()}>{t('associates.sendRequest')}</Button>
            </>
          }
        >
          <p>{t('associates.removeText', { name })}</p>
        </Dialog>
      ) : null}
      {answer ? <RequestResult answer={answer} onClose={() => setAnswer(null)} /> : null}
    </div>
  );
}
