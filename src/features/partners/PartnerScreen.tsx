import { useRouter } from '@tanstack/react-router';
import { useCurrentRole } from '../../app/use-current-role';
import { telHref } from '../../domain/places';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import './partners.css';
import '../../i18n/areas/partners';
import '../../i18n/areas/shell';

/**
 * A partner's page (spec 1's route table names /olivesandplates and /samsungCode and nothing more):
 * what the estate offers from that partner, from the home tile the estate set up to lead here (its
 * title, description, and the contact person and number to call), for the current estate and role,
 * offline too. An estate without such a tile says 'This feature is not currently available for
 * your estate.' The app holds no partner content of its own and calls no partner service.
 */
export function PartnerScreen({ path, fallbackTitle }: { path: string; fallbackTitle: string }) {
  const router = useRouter();
  const access = useCurrentRole();
  const tile = access?.tiles.find((x) => x.tileEnabled && x.navigatePath === path);
  const call = tile ? telHref(tile.tileContactNumber) : undefined;
  return (
    <div>
      <TopBar title={tile?.tileDisplayTitle || fallbackTitle} onBack={() => router.history.back()} backLabel={t('app.back')} />
      <main className="page">
        {access === undefined ? (
          <LoadingOverlay />
        ) : !tile ? (
          <EmptyState message={t('app.notFound')} />
        ) : (
          <article className="card partner-card" data-testid="partner-page">
            <h2 className="partner-title">{tile.tileDisplayTitle}</h2>
            {tile.tileDescription ? <p className="partner-description">{tile.tileDescription}</p> : null}
            {tile.tileContactPerson ? <p>{t('partners.contact', { name: tile.tileContactPerson })}</p> : null}
            {call ? (
              <a className="btn btn-primary" href={call}>
                {t('partners.call', { number: tile.tileContactNumber })}
              </a>
            ) : null}
          </article>
        )}
      </main>
    </div>
  );
}
