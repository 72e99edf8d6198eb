import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { searchBy } from '../../domain/places';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { DirectoryContactRow } from './DirectoryContactRow';
import { useCurrentEstateId, useDirectoryServices } from './directory.api';
import { SearchBox } from './SearchBox';
import './directory.css';
import '../../i18n/areas/directory';
import '../../i18n/areas/shell';

/** /TelephoneDirectory?service=&type=: the contacts (level 3) of a service type, searchable by name, each number a tel link. */
export function TelephoneDirectoryScreen({ service: serviceName, type: typeName }: { service: string; type: string }) {
  const navigate = useNavigate();
  const services = useDirectoryServices(useCurrentEstateId());
  const [query, setQuery] = useState('');
  const type = services?.find((s) => s.name === serviceName)?.types.find((ty) => ty.name === typeName);
  const contacts = type ? searchBy(type.contacts, query, (c) => c.dlevel3Name) : [];
  return (
    <div>
      <TopBar
        title={typeName || t('directory.title')}
        onBack={() => void navigate({ to: '/SecondaryDirectory', search: { service: serviceName } })}
        backLabel={t('app.back')}
      />
      <main className="page">
        <SearchBox label={t('directory.searchContacts')} value={query} onChange={setQuery} />
        {services === undefined ? (
          <LoadingOverlay />
        ) : contacts.length === 0 ? (
          <EmptyState message={t('directory.empty')} />
        ) : (
          <ul className="list">
            {contacts.map((contact) => (
              <DirectoryContactRow key={contact.id} contact={contact} />
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
