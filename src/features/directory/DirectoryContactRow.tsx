import type { DirectoryEntry } from '../../contract/content';
import { telHref } from '../../domain/places';
import { t } from '../../i18n';
import { Icon } from '../../ui/Icon';
import '../../i18n/areas/directory';

/** One contact (level 3) of the directory: its icon, name, description and number as a tel link; `detail` names where it sits (search results). */
export function DirectoryContactRow({ contact, detail }: { contact: DirectoryEntry; detail?: string }) {
  const href = telHref(contact.dlevel3ContactNumber);
  return (
    <li className="directory-contact">
      <span className="directory-contact-icon">
        <Icon name={contact.dlevel3Icon || 'phone'} fallback={contact.dlevel3Name} />
      </span>
      <span className="directory-contact-text">
        <strong>{contact.dlevel3Name}</strong>
        {detail ? <span className="muted">{detail}</span> : null}
        {contact.description ? <span className="muted">{contact.description}</span> : null}
        {href ? (
          <a href={href} aria-label={t('directory.callDetails', { name: contact.dlevel3Name, details: contact.dlevel3ContactNumber })}>
            {contact.dlevel3ContactNumber}
          </a>
        ) : null}
      </span>
    </li>
  );
}
