import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Booking, LagoonConfig } from '../../contract/bookings';
import { lagoonTab, sortBookings } from '../../domain/bookings';
import { t } from '../../i18n';
import { LAGOON_MESSAGES } from '../../i18n/en/bookings';
import { useStoredFileUrl } from '../../app/stored-files';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Tile } from '../../ui/Tile';
import { TopBar } from '../../ui/TopBar';
import { Tabs } from '../../ui/Tabs';
import { useHasLagoonAddress, useLagoonAccessId, useLagoonConfig, useMyLagoonBookings } from './lagoon.api';
import type { LagoonTab } from './lagoon-search';
import { BookingRow } from './LagoonParts';
import { useConciergeMode } from '../../app/concierge';
import { useTokenBalance } from '../../app/sports-tokens';
import '../../i18n/areas/bookings';
import '../../i18n/areas/lagoon';
import '../../i18n/areas/shell';

const TABS: { tab: LagoonTab; label: 'lagoon.tabBook' | 'lagoon.tabUpcoming' | 'lagoon.tabPast' }[] = [
  { tab: 'book', label: 'lagoon.tabBook' },
  { tab: 'upcoming', label: 'lagoon.tabUpcoming' },
  { tab: 'past', label: 'lagoon.tabPast' },
];

/**
 * /lagoon (title Lagoon): tabs Book (the banner and the lagoon tiles: Lagoon Access to the unit
 * picker, Payment History to /BookingHistory; both need an address at the configured estate),
 * Upcoming and Past (the user's lagoon bookings from Dexie, so offline too; tapping one opens
 * /RequestedLagoonDetails). A payment attempt stored on this device is resolved here first.
 */
export function LagoonScreen({ tab }: { tab: LagoonTab }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const config = useLagoonConfig(estateId);
  const hasAddress = useHasLagoonAddress(config);
  const bookings = useMyLagoonBookings(estateId);
  const accessId = useLagoonAccessId(config);
  const [addressNeeded, setAddressNeeded] = useState(false);
  // A concierge books for residents: the server checks the chosen resident's address instead.
  const concierge = useConciergeMode();
  const tokens = useTokenBalance(estateId, 'newLagoonFlow');

  if (access === undefined || config === undefined || bookings === undefined || accessId === undefined) return <LoadingOverlay />;

  const openTile = (to: '/LagoonAccess' | '/BookingHistory') => {
    if (hasAddress === false && !(to === '/LagoonAccess' && concierge?.isConcierge)) setAddressNeeded(true);
    else if (to === '/LagoonAccess') void navigate({ to, search: { unitNo: '' } });
    else void navigate({ to });
  };
  const now = new Date();
  const shown =
    tab === 'book'
      ? []
      : sortBookings(
          bookings.filter((b) => lagoonTab(b, now) === tab),
          tab,
        );
  const open = (booking: Booking) => void navigate({ to: '/RequestedLagoonDetails', search: { id: booking.id } });

  return (
    <div>
      <TopBar title={t('lagoon.title')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page lagoon-page">
        <Tabs
          label={t('lagoon.title')}
          tabs={TABS.map((entry) => ({ tab: entry.tab, label: t(entry.label) }))}
          current={tab}
          onSelect={(tab) => void navigate({ to: '/lagoon', search: { tab }, replace: true })}
        />
        <div role="tabpanel">
          {tab === 'book' ? (
            <>
              {config ? <LagoonBanner config={config} /> : <p className="notice">{t('lagoon.notConfigured')}</p>}
              {typeof tokens === 'number' ? (
                <Button variant="secondary" className="btn-block" data-testid="lagoon-tokens" onClick={() => void navigate({ to: '/SportsTokens' })}>
                  {t('bookings.tokens', { n: tokens })}
                </Button>
              ) : null}
              <div className="tiles">
                <Tile title={t('lagoon.accessTile')} description={t('lagoon.accessTileText')} iconName="calendar" onClick={() => openTile('/LagoonAccess')} />
                <Tile
                  title={t('lagoon.historyTile')}
                  description={t('lagoon.historyTileText')}
                  iconName="payments"
                  onClick={() => openTile('/BookingHistory')}
                />
              </div>
            </>
          ) : shown.length === 0 ? (
            <EmptyState message={tab === 'upcoming' ? t('lagoon.noUpcoming') : t('lagoon.noPast')} />
          ) : (
            <ul className="list">
              {shown.map((booking) => (
                <BookingRow key={booking.id} booking={booking} accessId={accessId} onOpen={() => open(booking)} />
              ))}
            </ul>
          )}
        </div>
      </main>
      {addressNeeded ? (
        <Dialog
          title={t('lagoon.addressTitle')}
          onClose={() => setAddressNeeded(false)}
          actions={<Button onClick={() => setAddressNeeded(false)}>{t('lagoon.ok')}</Button>}
        >
          <p>{LAGOON_MESSAGES.addressRequired}</p>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The lagoon's banner image (a stored file, or one the app serves); nothing when there is none. */
function LagoonBanner({ config }: { config: LagoonConfig }) {
  const stored = useStoredFileUrl(config.bannerImage.startsWith('/sdk/files/') ? config.bannerImage : undefined);
  const src = stored ?? (config.bannerImage.startsWith('/') && !config.bannerImage.startsWith('/sdk/files/') ? config.bannerImage : undefined);
  return src ? <img className="lagoon-banner" src={src} alt={t('lagoon.title')} /> : null;
}
