import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { TopBar } from '../../ui/TopBar';
import { LinkRows, type LinkRow } from './LinkRows';
import '../../i18n/areas/profile';
import '../../i18n/areas/shell';

const ROWS: LinkRow[] = [
  { to: '/Addresses', label: 'personal.addresses' },
  { to: '/Accounts', label: 'personal.accounts' },
  { to: '/Contacts', label: 'personal.contacts' },
  { to: '/Vehicles', label: 'personal.vehicles' },
];

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
        <LinkRows rows={ROWS} />
        <Button variant="danger" style={{ marginTop: 24 }} onClick={onDeleteAccount}>
          {t('personal.deleteAccount')}
        </Button>
      </main>
    </div>
  );
}
