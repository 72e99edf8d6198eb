import { Link, useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { DirectoryCardContent } from './DirectoryCardContent';
import { useCurrentEstateId, useDirectoryServices } from './directory.api';
import './directory.css';
import '../../i18n/areas/directory';
import '../../i18n/areas/shell';

/** /SecondaryDirectory?service=: the service types (level 2) of the chosen service, each opening its contacts. */
export function SecondaryDirectoryScreen({ service: serviceName }: { service: string }) {
  const navigate = useNavigate();
  const services = useDirectoryServices(useCurrentEstateId());
  const service = services?.find((s) => s.name === serviceName);
  return (
    <div>
      <TopBar title={serviceName || t('directory.title')} onBack={() => void navigate({ to: '/directory' })} backLabel={t('app.back')} />
      <main className="page">
        {services === undefined ? (
          <LoadingOverlay />
        ) : !service || service.types.length === 0 ? (
          <EmptyState message={t('directory.empty')} />
        ) : (
          <ul className="directory-cards">
            {service.types.map((type) => (
              <li key={type.name}>
                <Link className="directory-card" to="/TelephoneDirectory" search={{ service: service.name, type: type.name }}>
                  <DirectoryCardContent icon={type.icon || service.icon} name={type.name} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
