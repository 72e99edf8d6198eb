import { Link, useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { TopBar } from '../../ui/TopBar';

/**
 * /PersonalInformation (spec 2.11): rows to Addresses, Accounts, Contacts and Vehicles, and
 * the 'Delete Account' button. The delete flow belongs to another feature: the route passes
 * `onDeleteAccount` in.
 */
export function PersonalInformationScreen({ onDeleteAccount }: { onDeleteAccount: () => void }) {
  const navigate = useNavigate();
  return (
    <div>
      <TopBar title={t('personal.title')} onBack={() => void navigate({ to: '/profile' })} backLabel={t('app.back')} />
      <main className="page">
        <ul className="list">
          <li>
            <Link className="list-row" to="/Addresses">
              {t('personal.addresses')}
            </Link>
          </li>
          <li>
            <Link className="list-row" to="/Accounts">
              {t('personal.accounts')}
            </Link>
          </li>
          <li>
            <Link className="list-row" to="/Contacts">
              {t('personal.contacts')}
            </Link>
          </li>
          <li>
            <Link className="list-row" to="/Vehicles">
              {t('personal.vehicles')}
            </Link>
          </li>
        </ul>
        <Button variant="danger" style={{ marginTop: 24 }} onClick={onDeleteAccount}>
          {t('personal.deleteAccount')}
        </Button>
      </main>
    </div>
  );
}
