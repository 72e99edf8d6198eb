import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { StoredImage } from '../../app/StoredImage';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useFacilities } from './bookings.api';
import './bookings.css';
import '../../i18n/areas/bookings';
import '../../i18n/areas/shell';

/** /MakeBooking: the current estate's facilities (bookable services, the lagoon excluded) as cards; one opens /BookingFacility. */
export function MakeBookingScreen() {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const facilities = useFacilities(access?.estateId);
  if (access === undefined || (access !== null && facilities === undefined)) return <LoadingOverlay />;
  const list = facilities ?? [];
  return (
    <div>
      <TopBar title={t('bookings.makeTitle')} onBack={() => void navigate({ to: '/bookings', search: { tab: 'requested' } })} backLabel={t('app.back')} />
      <main className="page bookings-page">
        <h2 className="section-title">{t('bookings.facilitiesHeading')}</h2>
        {list.length === 0 ? (
          <EmptyState message={t('bookings.noFacilities')} />
        ) : (
          <ul className="booking-facilities">
            {list.map((service) => (
              <li key={service.id}>
                <button
                  type="button"
                  className="booking-facility-card"
                  data-testid="facility-card"
                  onClick={() => void navigate({ to: '/BookingFacility', search: { serviceId: service.id } })}
                >
                  {service.imageUrl ? (
                    <StoredImage url={service.imageUrl} alt="" className="booking-facility-image" />
                  ) : (
                    <span className="booking-facility-image booking-facility-icon">
                      <Icon name="building" size={40} />
                    </span>
                  )}
                  <span className="booking-facility-body">
                    <strong>{service.name}</strong>
                    {service.locationName ? <span className="muted">{service.locationName}</span> : null}
                    {service.description ? <span className="booking-facility-description">{service.description}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
