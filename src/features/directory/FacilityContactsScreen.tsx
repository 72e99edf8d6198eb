import { useNavigate, useRouter } from '@tanstack/react-router';
import { telHref } from '../../domain/places';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Tile } from '../../ui/Tile';
import { TopBar } from '../../ui/TopBar';
import { useCurrentEstateId, useEstateContacts } from './directory.api';
import './directory.css';
import '../../i18n/areas/directory';
import '../../i18n/areas/shell';

/** /facilityContacs: the estate's facility contacts as phone-call tiles, by rank ('DELETED' hidden); a contact without a number opens its in-app path. */
export function FacilityContactsScreen() {
  const navigate = useNavigate();
  const router = useRouter();
  const contacts = useEstateContacts(useCurrentEstateId(), 'facility');
  return (
    <div>
      <TopBar title={t('directory.facilityTitle')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page">
        {contacts === undefined ? (
          <LoadingOverlay />
        ) : contacts.length === 0 ? (
          <EmptyState message={t('directory.facilityEmpty')} />
        ) : (
          <div className="tiles">
            {contacts.map((contact) => {
              const look = { title: contact.name, iconName: contact.icon || 'phone', description: contact.description || contact.number || undefined };
              const href = telHref(contact.number);
              if (href) return <Tile key={contact.id} {...look} href={href} />;
              const path = contact.navigatePath.trim();
              if (path.startsWith('/'))
                return (
                  <Tile
                    key={contact.id}
                    {...look}
                    href={path}
                    onClick={(e) => {
                      e.preventDefault();
                      void router.navigate({ href: path });
                    }}
                  />
                );
              return <Tile key={contact.id} {...look} />;
            })}
          </div>
        )}
      </main>
    </div>
  );
}
