import { Link } from '@tanstack/react-router';
import { t, type MessageKey } from '../../i18n';
import '../../i18n/areas/profile';

export type LinkRow = {
  to:
    | '/ProfileDetails'
    | '/PersonalInformation'
    | '/SwitchEstate'
    | '/About'
    | '/notificationSettings'
    | '/Addresses'
    | '/Accounts'
    | '/Contacts'
    | '/Vehicles';
  label: MessageKey;
  /** The screen needs the network: offline the row is disabled and says why. */
  onlineOnly?: boolean;
};

/** The rows of /profile and /PersonalInformation, each opening a screen. */
export function LinkRows({ rows, online = true }: { rows: LinkRow[]; online?: boolean }) {
  return (
    <ul className="list">
      {rows.map((row) => (
        <li key={row.to}>
          {online || !row.onlineOnly ? (
            <Link className="list-row" to={row.to}>
              {t(row.label)}
            </Link>
          ) : (
            <span className="list-row is-disabled" aria-disabled="true">
              {t(row.label)} <small className="muted">{t('profile.offlineBlocked')}</small>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
