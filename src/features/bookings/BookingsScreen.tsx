import { formatDate } from '../../domain/locale-format';
import { useNavigate } from '@tanstack/react-router';
import type { Booking } from '../../contract/bookings';
import { t } from '../../i18n';
import { useWriteStates } from '../../sync/hooks';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { Tabs } from '../../ui/Tabs';
import { bookingsOnTab, useMyFacilityBookings } from './bookings.api';
import { useTokenBalance } from '../../app/sports-tokens';
import { facilityText, resourceParts, timesText } from './booking-words';
import type { BookingsTab } from './booking-search';
import { RefusedBookings } from './RefusedBookings';
import { useMinuteClock } from './SlotFields';
import { StatusBadge } from './StatusBadge';
import './bookings.css';
import '../../i18n/areas/bookings';
import '../../i18n/areas/shell';

const TABS: {
  tab: BookingsTab;
  label: 'bookings.tabRequested' | 'bookings.tabUpcoming' | 'bookings.tabPast';
  empty: 'bookings.noRequested' | 'bookings.noUpcoming' | 'bookings.noPast';
}[] = [
  { tab: 'requested', label: 'bookings.tabRequested', empty: 'bookings.noRequested' },
  { tab: 'upcoming', label: 'bookings.tabUpcoming', empty: 'bookings.noUpcoming' },
  { tab: 'past', label: 'bookings.tabPast', empty: 'bookings.noPast' },
];

/**
 * /bookings (title Bookings): 'Make new booking!' and the tabs Requested, Upcoming and Past of the
 * user's facility bookings at the current estate (spec 3 section 4: before today is Past, else a
 * REQUESTED one is Requested and any other Upcoming). Requests the server refused are shown as
 * failed cards at the top of Requested until dismissed; a request not sent yet says so.
 */
export function BookingsScreen({ tab }: { tab: BookingsTab }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const bookings = useMyFacilityBookings(access?.estateId);
  const states = useWriteStates('bookings');
  const tokens = useTokenBalance(access?.estateId, 'newBookingsFlow');
  const now = useMinuteClock();
  if (access === undefined || (access !== null && bookings === undefined)) return <LoadingOverlay />;

  const current = TABS.find((entry) => entry.tab === tab) ?? TABS[0]!;
  const rows = bookingsOnTab(bookings ?? [], tab, now);

  return (
    <div>
      <TopBar title={t('bookings.title')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page bookings-page">
        <Button className="btn-block bookings-new" onClick={() => void navigate({ to: '/MakeBooking' })}>
          {t('bookings.makeNew')}
        </Button>
        {typeof tokens === 'number' ? (
          <Button variant="secondary" className="btn-block" data-testid="bookings-tokens" onClick={() => void navigate({ to: '/SportsTokens' })}>
            {t('bookings.tokens', { n: tokens })}
          </Button>
        ) : null}
        <Tabs
          label={t('bookings.title')}
          tabs={TABS.map((entry) => ({ tab: entry.tab, label: t(entry.label) }))}
          current={tab}
          onSelect={(tab) => void navigate({ to: '/bookings', search: { tab }, replace: true })}
        />
        <div role="tabpanel">
          {tab === 'requested' ? <RefusedBookings estateId={access?.estateId} /> : null}
          {rows.length === 0 ? (
            <EmptyState message={t(current.empty)} />
          ) : (
            <ul className="record-list">
              {rows.map((booking) => (
                <BookingCard
                  key={booking.id}
                  booking={booking}
                  waiting={states.get(booking.id)?.state === 'pending'}
                  onOpen={() => void navigate({ to: '/RequestedBookingDetails', search: { id: booking.id } })}
                />
              ))}
            </ul>
          )}
        </div>
      </main>
    </div>
  );
}

function BookingCard({ booking, waiting, onOpen }: { booking: Booking; waiting: boolean; onOpen: () => void }) {
  const facility = facilityText(booking);
  const resource = resourceParts(booking.resources[0]?.name ?? '').title;
  return (
    <li
      className={`record-card${waiting ? ' record-pending' : ''}`}
      data-testid="booking-card"
      data-status={booking.status}
      data-waiting={waiting ? 'yes' : 'no'}
    >
      <button type="button" className="record-open" onClick={onOpen}>
        <span className="record-text">
          <strong>{facility}</strong>
          {resource && resource !== facility ? <span className="muted">{resource}</span> : null}
          <span>
            {formatDate(booking.date)} · {timesText(booking.start, booking.end)}
          </span>
          {booking.rejectionReason ? <span className="muted">{booking.rejectionReason}</span> : null}
          <span className="booking-card-badges">
            {waiting && booking.status === 'REQUESTED' ? (
              <span className="record-badge">{t('bookings.waiting')}</span>
            ) : (
              <StatusBadge status={booking.status} />
            )}
            {waiting && booking.status !== 'REQUESTED' ? <span className="record-badge">{t('bookings.changeWaiting')}</span> : null}
          </span>
        </span>
      </button>
    </li>
  );
}
