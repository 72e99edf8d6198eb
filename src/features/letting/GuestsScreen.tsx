import type { CallResult } from '../../app/call-result';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { guestLimitReached, guestLimitText } from '../../domain/letting';
import { t } from '../../i18n';
import { LETTING_MESSAGES } from '../../i18n/en/invites';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { TopBar } from '../../ui/TopBar';
import { requestMoreGuests, useLettingUnitNo, useMoreGuestsPending, useUnit, useUnitGuests } from './letting.api';
import { PersonPhoto, ProblemDialog } from '../../app/PeopleParts';
import { NoLettingUnit } from './NoLettingUnit';
import { RefusedWrites } from '../../app/RefusedWrites';
import { useWriteStates } from '../../sync/hooks';
import { useGuestPictureUploader } from '../../app/letting-guest-uploads';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/** The answer to 'request more guests': sent (5 s popup), offline, or refused ('Please try again later.'). */
function RequestAnswer({ result, onClose }: { result: CallResult; onClose: () => void }) {
  if (result.kind === 'done') return <Popup title={t('letting.requestSentTitle')} message={LETTING_MESSAGES.requestSent} ms={5000} onClose={onClose} />;
  const message = result.kind === 'offline' ? t('letting.offline') : result.message || LETTING_MESSAGES.tryLater;
  return <ProblemDialog problem={{ title: t('letting.errorTitle'), message }} onClose={onClose} />;
}

/**
 * /letterAllVisitors and /letterManageVisitors, titled Guests: the letting unit's guests from
 * Dexie, their count against the unit's maximum ('A total of N guests are allowed to be linked
 * to your stand.'), the Add New Profile tile; at the maximum it opens the request-more-guests
 * dialog instead (PUT, online; the estate manager approves it in the manager console).
 */
export function GuestsScreen({ unitNo: searchUnitNo }: { unitNo: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const unitNo = useLettingUnitNo(estateId, searchUnitNo);
  const unit = useUnit(estateId, unitNo ?? '');
  const guests = useUnitGuests(estateId, unitNo ?? '');
  const requestPending = useMoreGuestsPending(estateId, unitNo ?? '');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CallResult | null>(null);
  const writes = useWriteStates('lettingGuests');
  useGuestPictureUploader();

  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));
  const top = <TopBar title={t('letting.guestsTitle')} onBack={back} backLabel={t('app.back')} />;
  if (access === undefined || unitNo === undefined || unit === undefined || guests === undefined) return <LoadingOverlay />;
  if (!unitNo || !unit?.isLettingUnit) return <NoLettingUnit top={top} />;

  const max = unit.maxGuests;
  const full = guestLimitReached(guests.length, max);
  const unitSearch = `?${new URLSearchParams({ unitNo }).toString()}`;

  const send = async () => {
    if (estateId === undefined) return;
    setBusy(true);
    const answer = await requestMoreGuests(estateId, unitNo);
    setBusy(false);
    setAsking(false);
    setResult(answer);
  };

  return (
    <div>
      {top}
      <main className="page associates-page">
        <p className="muted">{t('letting.unitHeading', { unitNo })}</p>
        <p data-testid="guest-count">
          <strong>{t('letting.guestCount', { count: guests.length, max })}</strong>
        </p>
        <p>{guestLimitText(max)}</p>
        <RefusedWrites table="lettingGuests" names={['lettingGuests.add', 'lettingGuests.setImage']} />
        {guests.length === 0 ? (
          <EmptyState message={t('letting.noGuests')} />
        ) : (
          <ul className="record-list associate-list">
            {guests.map((guest) => (
              <li key={guest.id} className="record-card" data-testid="guest-card">
                <button
                  type="button"
                  className="record-open"
                  onClick={() => void navigate({ href: `/guestDetails?${new URLSearchParams({ id: guest.id }).toString()}` })}
                >
                  <PersonPhoto url={guest.associateImage} name={guest.firstName} />
                  <span className="record-text">
                    <strong>
                      {guest.firstName} {guest.lastName}
                    </strong>
                    <span className="muted">{guest.associateRelationship}</span>
                    {guest.phoneNumber ? <span className="record-badge">{guest.phoneNumber}</span> : null}
                    {writes.get(guest.id)?.state === 'pending' ? (
                      <span className="record-badge" data-testid="guest-waiting">
                        {t('letting.waiting')}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {requestPending ? <p className="notice notice-pending">{t('letting.requestPending')}</p> : null}
        <div className="tiles unit-tiles associates-add">
          <button
            type="button"
            className="tile unit-tile"
            data-testid="add-guest"
            onClick={() => (full ? setAsking(true) : void navigate({ href: `/addLetterGuest${unitSearch}` }))}
          >
            <Icon name="users" size={32} />
            <span className="tile-title">{t('letting.addNewProfile')}</span>
          </button>
          <button type="button" className="tile unit-tile" onClick={() => void navigate({ href: `/manageLettingUsers${unitSearch}` })}>
            <Icon name="building" size={32} />
            <span className="tile-title">{t('letting.lettersTitle')}</span>
          </button>
          <button type="button" className="tile unit-tile" onClick={() => void navigate({ href: `/inviteLettingUser${unitSearch}` })}>
            <Icon name="calendar" size={32} />
            <span className="tile-title">{t('letting.inviteTitle')}</span>
          </button>
        </div>
      </main>
      {asking ? (
        <Dialog
          title={t('letting.limitTitle')}
          onClose={() => setAsking(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {t('letting.cancel')}
              </Button>
              {requestPending ? null : (
                <Button disabled={busy} onClick={() => void send()}>
                  {t('letting.requestMore')}
                </Button>
              )}
            </>
          }
        >
          <p>{t('letting.limitText', { count: guests.length, max })}</p>
          <p>{requestPending ? t('letting.requestPending') : t('letting.limitAdvice')}</p>
        </Dialog>
      ) : null}
      {busy ? <LoadingOverlay /> : null}
      {result ? <RequestAnswer result={result} onClose={() => setResult(null)} /> : null}
    </div>
  );
}
