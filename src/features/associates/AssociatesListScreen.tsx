import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { limitReached, limitText } from '../../domain/associates';
import { t } from '../../i18n';
import { ASSOCIATE_MESSAGES } from '../../i18n/en/people';
import { useWriteStates } from '../../sync/hooks';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { AssociatePhoto } from './AssociatePhoto';
import { discardAssociateImage, useAssociateUploader, usePendingAssociateImages } from '../../app/associate-uploads';
import { hasPendingRequest, requestForUnit, useUnit, useUnitAssociates, usePendingRequests } from '../../app/associates.api';
import { RequestResult, type RequestAnswer } from './RequestResult';
import { RefusedNotices } from './RefusedNotices';
import '../../i18n/areas/associates';
import '../../i18n/areas/shell';

/**
 * /associates/list: 'All Associates' of one unit with photo, name, relationship, the delegate
 * label and a type or phone badge; 'Add New Profile' below the limit, else the x/max message and
 * 'Request more associates' (pending once queued). Reads Dexie only.
 */
export function AssociatesListScreen({ unitNo }: { unitNo: string }) {
  const navigate = useNavigate();
  useAssociateUploader();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const unit = useUnit(estateId, unitNo);
  const associates = useUnitAssociates(estateId, unitNo);
  const requests = usePendingRequests(estateId, unitNo);
  const states = useWriteStates('associates');
  const pictures = usePendingAssociateImages();
  const [answer, setAnswer] = useState<RequestAnswer | null>(null);

  const back = () => void navigate({ to: '/associates' });
  if (access === undefined || unit === undefined || associates === undefined) return <LoadingOverlay />;

  const count = associates.length;
  const max = unit?.noOfAssociatesPerUnit ?? 0;
  const full = limitReached(count, max);
  const morePending = hasPendingRequest(requests, 'moreAssociates');

  const askForMore = async () => {
    if (estateId === undefined) return;
    setAnswer(
      await requestForUnit('moreAssociates', estateId, unitNo).then(
        (outcome): RequestAnswer => ({ outcome }),
        () => ({ outcome: { kind: 'failed' } }),
      ),
    );
  };

  return (
    <div>
      <TopBar title={t('associates.title')} onBack={back} backLabel={t('app.back')} />
      <main className="page associates-page">
        <p className="muted">{t('associates.unitHeading', { unitNo })}</p>
        <RefusedNotices />
        {unit === null ? <p className="notice notice-error">{t('associates.unitMissing')}</p> : null}
        {associates.length === 0 ? (
          <EmptyState message={t('associates.empty')} />
        ) : (
          <ul className="record-list associate-list">
            {associates.map((associate) => {
              const state = states.get(associate.pkiAssociateID)?.state ?? null;
              const mine = pictures.filter((p) => p.associateId === associate.pkiAssociateID);
              const failedPicture = mine.find((p) => p.error);
              const removal = hasPendingRequest(requests, 'removal', associate.pkiAssociateID);
              return (
                <li key={associate.pkiAssociateID} className={`record-card${state === 'pending' ? ' record-pending' : ''}`} data-testid="associate-card">
                  <button
                    type="button"
                    className="record-open"
                    onClick={() => void navigate({ to: '/associates/details', search: { unitNo, id: associate.pkiAssociateID } })}
                  >
                    <AssociatePhoto associate={associate} local={mine.find((p) => p.field === 'face')?.blob} />
                    <span className="record-text">
                      <strong>
                        {associate.firstName} {associate.lastName}
                      </strong>
                      <span className="muted">{associate.associateRelationship}</span>
                      {associate.delegateAssociate > 0 ? <span className="associate-delegate">{t('associates.delegateLabel')}</span> : null}
                      <span className="record-badge associate-type-badge">{associate.associateType || associate.phoneNumber}</span>
                      {state === 'pending' ? <span className="record-badge">{t('associates.pendingSync')}</span> : null}
                      {removal ? <span className="record-badge">{t('associates.removalPending')}</span> : null}
                      {mine.length > 0 && !failedPicture ? <span className="record-badge">{t('associates.photoWaiting')}</span> : null}
                    </span>
                  </button>
                  {failedPicture ? (
                    <div className="notice notice-error associate-picture-failed" role="alert">
                      <p>{t('associates.photoFailed', { message: failedPicture.error ?? '' })}</p>
                      <Button variant="text" onClick={() => void discardAssociateImage(failedPicture.id)}>
                        {t('associates.dismiss')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {unit ? (
          full ? (
            <section className="associates-limit" data-testid="associates-limit">
              <p>
                <strong>{limitText(count, max)}</strong>
              </p>
              <p>{ASSOCIATE_MESSAGES.limitAdvice}</p>
              {morePending ? (
                <p className="notice notice-pending">{t('associates.requestMorePending')}</p>
              ) : (
                <Button className="btn-block" onClick={() => void askForMore()}>
                  {t('associates.requestMore')}
                </Button>
              )}
            </section>
          ) : (
            <Button className="btn-block associates-add" onClick={() => void navigate({ to: '/associates/type', search: { unitNo } })}>
              {t('associates.addNew')}
            </Button>
          )
        ) : null}
      </main>
      {answer ? <RequestResult answer={answer} onClose={() => setAnswer(null)} /> : null}
    </div>
  );
}
