import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { EmptyState } from '../../ui/EmptyState';
import { ZoneTiles } from '../../app/FormParts';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useGuest, useMyRecord, usePeopleConfig } from './letting.api';
import { Field, PersonPhoto } from '../../app/PeopleParts';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/** The estate's help page (app configuration 'helpUrl', the home menu's Help) with the user's e-mail and phone. */
function useHelpHref(email: string, phone: string): string {
  const base = useLiveQuery(async () => (await db.appConfig.get('helpUrl'))?.value, []);
  const url = typeof base === 'string' && base ? base : '/help.html';
  const query = new URLSearchParams({ email, phone }).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * /guestDetails: a letting guest read-only from Dexie: name, mobile, e-mail, photo and the
 * letting access zones with the granted ones highlighted; 'Need help?' opens the help page in a
 * new tab with the user's e-mail and phone as query parameters.
 */
export function GuestDetailsScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const guest = useGuest(id);
  const config = usePeopleConfig(access?.estateId);
  const me = useMyRecord();
  const help = useHelpHref(me?.email ?? '', me?.mobile ?? '');
  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));

  const top = <TopBar title={t('letting.guestDetailsTitle')} onBack={back} backLabel={t('app.back')} />;
  if (guest === undefined || config === undefined) return <LoadingOverlay />;
  if (guest === null) {
    return (
      <div>
        {top}
        <main className="page">
          <EmptyState message={t('letting.guestMissing')} />
        </main>
      </div>
    );
  }
  const granted = guest.accessZoneIDList
    .split(',')
    .map((z) => Number(z.trim()))
    .filter((z) => Number.isInteger(z) && z > 0);
  const zones = (config?.accessZones ?? []).filter((z) => z.kind === 'letting' && (z.active || granted.includes(z.id)));
  const name = `${guest.firstName} ${guest.lastName}`.trim();
  return (
    <div>
      {top}
      <main className="page associate-details">
        <div className="associate-head">
          <PersonPhoto url={guest.associateImage} name={guest.firstName} large />
          <div>
            <h2 className="associate-name">{name}</h2>
            <p className="muted">{guest.associateRelationship}</p>
          </div>
        </div>
        <dl className="associate-fields">
          <Field label={t('letting.name')}>{name}</Field>
          <Field label={t('letting.mobile')}>{guest.phoneNumber || t('letting.notSpecified')}</Field>
          <Field label={t('letting.email')}>{guest.email || t('letting.notSpecified')}</Field>
        </dl>
        <ZoneTiles heading={t('letting.zonesHeading')} zones={zones} selected={granted} />
        <p>
          <a href={help} target="_blank" rel="noopener noreferrer">
            {t('letting.needHelp')}
          </a>
        </p>
      </main>
    </div>
  );
}
