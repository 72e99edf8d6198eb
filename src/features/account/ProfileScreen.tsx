import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n';
import { signOut } from '../../sync/session';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useCurrentUser } from './use-account-data';

export function ProfileScreen() {
  const user = useCurrentUser();
  const [leaving, setLeaving] = useState(false);
  return (
    <div>
      <TopBar title={t('profile.title')} />
      <main className="page">
        <div className="card row">
          {user?.photoURL ? <img className="avatar" src={user.photoURL} alt="" /> : <span className="avatar" style={{ background: 'var(--primary)' }}>{(user?.displayName || t('profile.user')).charAt(0)}</span>}
          <div>
            <strong>{user?.displayName || t('profile.user')}</strong>
            <div className="muted">{user?.email}</div>
          </div>
        </div>
        <ul className="list">
          <li>
            <Link className="list-row" to="/SwitchEstate">
              {t('profile.switchEstate')}
            </Link>
          </li>
          <li>
            <Link className="list-row" to="/Contacts">
              {t('profile.contacts')}
            </Link>
          </li>
          <li>
            <Link className="list-row" to="/About">
              {t('profile.about')}
            </Link>
          </li>
        </ul>
        <Button
          variant="danger"
          style={{ marginTop: 24 }}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          {t('profile.logout')}
        </Button>
      </main>
      {leaving ? <LoadingOverlay /> : null}
    </div>
  );
}
