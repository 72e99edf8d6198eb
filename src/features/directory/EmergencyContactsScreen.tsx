import { useState } from 'react';
import { emergencyWords, useEmergencyNumbers } from '../../app/emergency-numbers';
import { besideTheList } from '../../domain/emergency';
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

type Row = { id: string; name: string; description: string; icon: string; number: string };

/**
 * /emergency (Emergency Contacts, no back button): the estate's emergency numbers first, as the
 * red Emergency button's screen lists them (src/domain/emergency.ts: control room, police, ambulance,
 * fire), then the estate's other emergency contacts by rank (one already listed is not repeated);
 * searchable, each a tel link; from Dexie.
 */
export function EmergencyContactsScreen() {
  const estateId = useCurrentEstateId();
  const contacts = useEstateContacts(estateId, 'emergency');
  const list = useEmergencyNumbers(estateId);
  const [query, setQuery] = useState('');
  const rows: Row[] | undefined =
    contacts && list
      ? [
          ...list.map((entry) => {
            const { name, about, icon } = emergencyWords(entry);
            return { id: `emergency:${entry.kind}`, name, description: about, icon, number: entry.number };
          }),
          ...besideTheList(contacts, list),
        ]
      : undefined;
  const shown = rows ? searchBy(rows, query, (c) => c.name) : undefined;
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
