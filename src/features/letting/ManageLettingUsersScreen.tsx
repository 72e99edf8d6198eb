import { formatWallClock } from '../../domain/locale-format';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { Letter, LettingGuest } from '../../contract/invites';
import { estateClock, estateDateTime } from '../../domain/invites';
import { lettersOf, upcomingGuests, upcomingLetters, type LettingTab } from '../../domain/letting';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { RefusedWrites } from '../../app/RefusedWrites';
import { useWriteStates } from '../../sync/hooks';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useLettingUnitNo, useUnitGuests, useUnitLetters } from './letting.api';
import { PersonPhoto, TabSwitch } from '../../app/PeopleParts';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

const EMPTY: Record<LettingTab, 'letting.noRegistered' | 'letting.noPending' | 'letting.noUpcoming'> = {
  registered: 'letting.noRegistered',
  pending: 'letting.noPending',
  upcoming: 'letting.noUpcoming',
};

/**
 * /manageLettingUsers: the letting unit's letters from Dexie with the tabs registered (ACTIVE) and
 * pending (PENDING), de-duplicated by phone, and the spec's upcoming mode (letters whose letting
 * has not started, soonest first, and the guests arriving after today); a letter opens
 * /verifiedLetterDetails or /pendingLetterDetails. A letter waiting to sync says so; a refused
 * one shows the server's message until dismissed. The tab is kept in the URL.
 */
export function ManageLettingUsersScreen({ unitNo: searchUnitNo, tab }: { unitNo: string; tab: LettingTab }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const unitNo = useLettingUnitNo(estateId, searchUnitNo);
  const letters = useUnitLetters(estateId, unitNo ?? '');
  const guests = useUnitGuests(estateId, unitNo ?? '');
  const writes = useWriteStates('letters');
  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));

  if (access === undefined || unitNo === undefined || letters === undefined || guests === undefined) return <LoadingOverlay />;
  const now = new Date();
  const shown = tab === 'upcoming' ? upcomingLetters(letters, estateDateTime(now.getTime())) : lettersOf(letters, tab);
  const arriving = tab === 'upcoming' ? upcomingGuests(guests, estateClock(now).date) : [];
  const open = (letter: Letter) =>
    void navigate({
      href: `/${letter.status === 'ACTIVE' ? 'verifiedLetterDetails' : 'pendingLetterDetails'}?${new URLSearchParams({ id: letter.inviteId }).toString()}`,
    });
  const switchTab = (next: LettingTab) =>
    void navigate({ href: `/manageLettingUsers?${new URLSearchParams({ unitNo, tab: next }).toString()}`, replace: true });

  return (
    <div>
      <TopBar title={t('letting.lettersTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page associates-page">
        {unitNo ? <p className="muted">{t('letting.unitHeading', { unitNo })}</p> : null}
        <RefusedWrites table="letters" names={['letters.invite', 'letters.changeDates', 'letters.remove']} />
        <TabSwitch
          label={t('letting.lettersTitle')}
          tabs={[
            { key: 'registered', label: t('letting.tab.registered') },
            { key: 'pending', label: t('letting.tab.pending') },
            { key: 'upcoming', label: t('letting.tab.upcoming') },
          ]}
          current={tab}
          onChange={switchTab}
        />
        {shown.length === 0 && arriving.length === 0 ? (
          <EmptyState message={t(EMPTY[tab])} />
        ) : (
          <ul className="record-list associate-list">
            {shown.map((letter) => (
              <li key={letter.inviteId} className="record-card" data-testid="letter-card">
                <button type="button" className="record-open" onClick={() => open(letter)}>
                  <PersonPhoto url={letter.photoURL} name={letter.displayName} />
                  <span className="record-text">
                    <strong>{letter.displayName}</strong>
                    <span className="muted">{letter.phoneNumber}</span>
                    <span className="muted">
                      {t('letting.window', { from: formatWallClock(letter.invitedDateStart), to: formatWallClock(letter.invitedDateEnd) })}
                    </span>
                    {writes.get(letter.inviteId)?.state === 'pending' ? (
                      <span className="record-badge" data-testid="letter-waiting">
                        {t('letting.waiting')}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {arriving.length > 0 ? (
          <ArrivingGuests guests={arriving} onOpen={(id) => void navigate({ href: `/guestDetails?${new URLSearchParams({ id }).toString()}` })} />
        ) : null}
        {unitNo ? (
          <Button
            className="btn-block associates-add"
            onClick={() => void navigate({ href: `/inviteLettingUser?${new URLSearchParams({ unitNo }).toString()}` })}
          >
            {t('letting.inviteTitle')}
          </Button>
        ) : null}
      </main>
    </div>
  );
}

/** The upcoming mode's guests: those whose stay starts after today, soonest first. */
function ArrivingGuests({ guests, onOpen }: { guests: LettingGuest[]; onOpen: (id: string) => void }) {
  return (
    <section aria-label={t('letting.upcomingGuests')}>
      <h2 className="section-title">{t('letting.upcomingGuests')}</h2>
      <ul className="record-list associate-list">
        {guests.map((guest) => (
          <li key={guest.id} className="record-card" data-testid="upcoming-guest-card">
            <button type="button" className="record-open" onClick={() => onOpen(guest.id)}>
              <PersonPhoto url={guest.associateImage} name={guest.firstName} />
              <span className="record-text">
                <strong>
                  {guest.firstName} {guest.lastName}
                </strong>
                <span className="muted">{guest.associateRelationship}</span>
                <span className="muted">{t('letting.guestFrom', { date: formatWallClock(guest.validFrom) })}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
