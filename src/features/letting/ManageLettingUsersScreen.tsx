import { formatWallClock } from '../../domain/locale-format';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { lettersOf, type VisitorTab } from '../../domain/letting';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useLettingUnitNo, useUnitLetters } from './letting.api';
import { PersonPhoto, TabSwitch } from '../../app/PeopleParts';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/**
 * /manageLettingUsers: the letting unit's letters with the tabs registered (ACTIVE) and pending
 * (PENDING), de-duplicated by phone, from Dexie; a letter opens /verifiedLetterDetails or
 * /pendingLetterDetails. The tab is kept in the URL.
 */
export function ManageLettingUsersScreen({ unitNo: searchUnitNo, tab }: { unitNo: string; tab: VisitorTab }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const unitNo = useLettingUnitNo(estateId, searchUnitNo);
  const letters = useUnitLetters(estateId, unitNo ?? '');
  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));

  if (access === undefined || unitNo === undefined || letters === undefined) return <LoadingOverlay />;
  const shown = lettersOf(letters, tab);
  const open = (inviteId: string) =>
    void navigate({ href: `/${tab === 'registered' ? 'verifiedLetterDetails' : 'pendingLetterDetails'}?${new URLSearchParams({ id: inviteId }).toString()}` });
  const switchTab = (next: VisitorTab) =>
    void navigate({ href: `/manageLettingUsers?${new URLSearchParams({ unitNo, tab: next }).toString()}`, replace: true });

  return (
    <div>
      <TopBar title={t('letting.lettersTitle')} onBack={back} backLabel={t('app.back')} />
      <main className="page associates-page">
        {unitNo ? <p className="muted">{t('letting.unitHeading', { unitNo })}</p> : null}
        <TabSwitch
          label={t('letting.lettersTitle')}
          tabs={[
            { key: 'registered', label: t('letting.tab.registered') },
            { key: 'pending', label: t('letting.tab.pending') },
          ]}
          current={tab}
          onChange={switchTab}
        />
        {shown.length === 0 ? (
          <EmptyState message={t(tab === 'registered' ? 'letting.noRegistered' : 'letting.noPending')} />
        ) : (
          <ul className="record-list associate-list">
            {shown.map((letter) => (
              <li key={letter.inviteId} className="record-card" data-testid="letter-card">
                <button type="button" className="record-open" onClick={() => open(letter.inviteId)}>
                  <PersonPhoto url={letter.photoURL} name={letter.displayName} />
                  <span className="record-text">
                    <strong>{letter.displayName}</strong>
                    <span className="muted">{letter.phoneNumber}</span>
                    <span className="muted">
                      {t('letting.window', { from: formatWallClock(letter.invitedDateStart), to: formatWallClock(letter.invitedDateEnd) })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
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
