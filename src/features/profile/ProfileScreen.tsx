import { Link } from '@tanstack/react-router';
import { useState, type ChangeEvent } from 'react';
import { t } from '../../i18n';
import { syncNow } from '../../sync/engine';
import { useOnline } from '../../sync/hooks';
import { signOut } from '../../sync/session';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Toast } from '../../ui/Toast';
import { TopBar } from '../../ui/TopBar';
import { useStoredFileUrl } from '../../app/stored-files';
import { changeProfilePhoto } from './profile.api';
import { MY_DATA_FILE_NAME, downloadMyData } from './download-my-data';
import { ApiError, OfflineError } from '../../sync/transport';
import { useCurrentUser } from './use-profile-data';
import { LinkRows, type LinkRow } from './LinkRows';
import '../../i18n/areas/auth';
import '../../i18n/areas/home';
import '../../i18n/areas/profile';
import '../../i18n/areas/push';
import '../../i18n/areas/shell';
import '../../i18n/areas/verify-phone';

const ROWS: LinkRow[] = [
  { to: '/ProfileDetails', label: 'profile.details', onlineOnly: true },
  { to: '/PersonalInformation', label: 'profile.personalInformation', onlineOnly: true },
  { to: '/SwitchEstate', label: 'profile.switchEstate' },
  { to: '/notificationSettings', label: 'push.profileRow' },
  { to: '/About', label: 'profile.about' },
];

/**
 * /profile (spec 2.9): change photo (camera or file), reload, rows to /ProfileDetails,
 * /PersonalInformation, /SwitchEstate, /About, and logout. The first two rows and the photo
 * upload need the network and are disabled offline.
 */
export function ProfileScreen() {
  const user = useCurrentUser();
  const online = useOnline();
  const photo = useStoredFileUrl(user?.photoURL || undefined);
  const [busy, setBusy] = useState<string | null>(null);
  const [toast, setToast] = useState<{ message: string; kind: 'success' | 'error' } | null>(null);

  const handlePhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(t('profile.uploading'));
    try {
      await changeProfilePhoto(file);
      setToast({ message: t('profile.photoSuccess'), kind: 'success' });
    } catch {
      setToast({ message: t('profile.photoFailure'), kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const handleDownload = async () => {
    setBusy(t('profile.myData.preparing'));
    try {
      await downloadMyData();
      setToast({ message: t('profile.myData.saved', { file: MY_DATA_FILE_NAME }), kind: 'success' });
    } catch (error) {
      const message =
        error instanceof OfflineError ? t('signup.offline') : error instanceof ApiError && error.message ? error.message : t('profile.myData.failure');
      setToast({ message, kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const handleReload = async () => {
    setBusy(t('app.loading'));
    await syncNow().catch(() => undefined);
    window.location.reload();
  };

  const name = user?.displayName || t('profile.user');
  return (
    <div>
      <TopBar title={t('profile.title')}>
        <button type="button" className="topbar-action" onClick={() => void handleReload()}>
          {t('profile.reload')}
        </button>
      </TopBar>
      <main className="page">
        <div className="card row">
          {photo ? (
            <img className="avatar avatar-large" src={photo} alt={t('home.profilePhoto')} />
          ) : (
            <span className="avatar avatar-large" style={{ background: 'var(--primary)' }}>
              {name.charAt(0)}
            </span>
          )}
          <div>
            <strong>{name}</strong>
            <div className="muted">{user?.email}</div>
            <div className="photo-actions">
              <label className={`btn btn-secondary photo-btn${online ? '' : ' is-disabled'}`}>
                {t('profile.takePhoto')}
                <input type="file" accept="image/*" capture="user" className="photo-input" disabled={!online} onChange={(e) => void handlePhoto(e)} />
              </label>
              <label className={`btn btn-secondary photo-btn${online ? '' : ' is-disabled'}`}>
                {t('profile.choosePhoto')}
                <input type="file" accept="image/jpeg,image/png,image/webp" className="photo-input" disabled={!online} onChange={(e) => void handlePhoto(e)} />
              </label>
            </div>
          </div>
        </div>
        <LinkRows rows={ROWS} online={online} />
        <ul className="list" style={{ marginTop: 12 }}>
          <li>
            <Link className="list-row" to="/VerifyPhone" data-testid="profile-verify-phone">
              {t('verifyPhone.title')}{' '}
              <small className="muted">
                {user?.mobile ? `${user.mobile} · ` : ''}
                {user?.mobileVerified ? t('verifyPhone.verifiedStatus') : t('verifyPhone.unverifiedStatus')}
              </small>
            </Link>
          </li>
        </ul>
        <ul className="list" style={{ marginTop: 12 }}>
          <li>
            {online ? (
              <button
                type="button"
                className="list-row"
                aria-describedby="profile-my-data-hint"
                onClick={() => void handleDownload()}
                data-testid="profile-my-data"
              >
                {t('profile.myData')}
              </button>
            ) : (
              <span className="list-row is-disabled" aria-disabled="true" data-testid="profile-my-data">
                {t('profile.myData')} <small className="muted">{t('signup.offline')}</small>
              </span>
            )}
          </li>
        </ul>
        <p id="profile-my-data-hint" className="muted" style={{ fontSize: '0.85rem', margin: '4px 4px 0' }}>
          {t('profile.myData.hint')}
        </p>
        <Button
          variant="danger"
          style={{ marginTop: 24 }}
          onClick={() => {
            setBusy(t('app.loading'));
            void signOut();
          }}
        >
          {t('profile.logout')}
        </Button>
      </main>
      {busy ? <LoadingOverlay label={busy} /> : null}
      {toast ? <Toast message={toast.message} kind={toast.kind} onDone={() => setToast(null)} /> : null}
    </div>
  );
}
