import { useState } from 'react';
import { searchBy, telHref } from '../../domain/places';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useCurrentEstateId, useEstateContacts } from './directory.api';
import { SearchBox } from './SearchBox';
import './directory.css';
import '../../i18n/areas/directory';

/** /emergency (Emergency Contacts, no back button): the current estate's emergency contacts by rank, searchable, each a tel link; from Dexie. */
export function EmergencyContactsScreen() {
  const contacts = useEstateContacts(useCurrentEstateId(), 'emergency');
  const [query, setQuery] = useState('');
  const shown = contacts ? searchBy(contacts, query, (c) => c.name) : undefined;
  return (
    <div>
      <TopBar title={t('directory.emergencyTitle')} />
      <main className="page">
        <SearchBox label={t('directory.search')} value={query} onChange={setQuery} />
        {shown === undefined ? (
          <LoadingOverlay />
        ) : shown.length === 0 ? (
          <EmptyState message={t('directory.emergencyEmpty')} />
        ) : (
          <ul className="list">
            {shown.map((contact) => {
              const href = telHref(contact.number);
              const body = (
                <>
                  <span className="directory-contact-icon">
                    <Icon name={contact.icon || 'phone'} fallback={contact.name} />
                  </span>
                  {/* Spaces between the parts: the link's text reads 'name description number', as its label does. */}
                  <span className="directory-contact-text">
                    <strong>{contact.name}</strong> {contact.description ? <span className="muted">{contact.description}</span> : null}{' '}
                    <span className="directory-number">{contact.number}</span>
                  </span>
                </>
              );
              return (
                <li key={contact.id}>
                  {href ? (
                    <a
                      className="directory-contact directory-contact-link"
                      href={href}
                      aria-label={t('directory.callDetails', { name: contact.name, details: [contact.description, contact.number].filter(Boolean).join(', ') })}
                    >
                      {body}
                    </a>
                  ) : (
                    <div className="directory-contact">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </main>
    </div>
  );
}
