import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { searchDirectory } from '../../domain/search';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { DirectoryCardContent } from './DirectoryCardContent';
import { DirectoryContactRow } from './DirectoryContactRow';
import { useCurrentEstateId, useDirectoryServices } from './directory.api';
import { SearchBox } from './SearchBox';
import './directory.css';
import '../../i18n/areas/directory';
import '../../i18n/areas/shell';

/**
 * /directory: the estate's services (level 1) with their count of service types; the search finds
 * every level (services, service types, contacts: README, deliberate departures); from Dexie, so it
 * works offline.
 */
export function DirectoryScreen() {
  const navigate = useNavigate();
  const services = useDirectoryServices(useCurrentEstateId());
  const [query, setQuery] = useState('');
  const hits = services ? searchDirectory(services, query) : undefined;
  return (
    <div>
      <TopBar title={t('directory.title')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page">
        <SearchBox label={t('directory.search')} value={query} onChange={setQuery} />
        {hits === undefined ? (
          <LoadingOverlay />
        ) : hits.services.length + hits.types.length + hits.contacts.length === 0 ? (
          <EmptyState message={t('directory.empty')} />
        ) : (
          <>
            {hits.services.length > 0 ? (
              <ul className="directory-cards">
                {hits.services.map((service) => (
                  <li key={service.name}>
                    <Link className="directory-card" to="/SecondaryDirectory" search={{ service: service.name }}>
                      <DirectoryCardContent icon={service.icon} name={service.name} detail={t('directory.serviceCount', { n: service.types.length })} />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {hits.types.length > 0 ? (
              <ul className="directory-cards" aria-label={t('directory.foundTypes')}>
                {hits.types.map(({ service, type }) => (
                  <li key={`${service}/${type.name}`}>
                    <Link className="directory-card" to="/TelephoneDirectory" search={{ service, type: type.name }}>
                      <DirectoryCardContent icon={type.icon} name={type.name} detail={t('directory.typeIn', { service, n: type.contacts.length })} />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {hits.contacts.length > 0 ? (
              <ul className="list" aria-label={t('directory.foundContacts')}>
                {hits.contacts.map((contact) => (
                  <DirectoryContactRow key={contact.id} contact={contact} detail={`${contact.dlevel1Name} · ${contact.dlevel2Name}`} />
                ))}
              </ul>
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}
