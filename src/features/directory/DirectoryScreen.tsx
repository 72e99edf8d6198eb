import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { searchBy } from '../../domain/places';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { DirectoryCardContent } from './DirectoryCardContent';
import { useCurrentEstateId, useDirectoryServices } from './directory.api';
import { SearchBox } from './SearchBox';
import './directory.css';
import '../../i18n/areas/directory';
import '../../i18n/areas/shell';

/** /directory: the estate's services (level 1) with their count of service types, searchable by name; from Dexie, so it works offline. */
export function DirectoryScreen() {
  const navigate = useNavigate();
  const services = useDirectoryServices(useCurrentEstateId());
  const [query, setQuery] = useState('');
  const shown = services ? searchBy(services, query, (s) => s.name) : undefined;
  return (
    <div>
      <TopBar title={t('directory.title')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page">
        <SearchBox label={t('directory.search')} value={query} onChange={setQuery} />
        {shown === undefined ? (
          <LoadingOverlay />
        ) : shown.length === 0 ? (
          <EmptyState message={t('directory.empty')} />
        ) : (
          <ul className="directory-cards">
            {shown.map((service) => (
              <li key={service.name}>
                <Link className="directory-card" to="/SecondaryDirectory" search={{ service: service.name }}>
                  <DirectoryCardContent icon={service.icon} name={service.name} detail={t('directory.serviceCount', { n: service.types.length })} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
