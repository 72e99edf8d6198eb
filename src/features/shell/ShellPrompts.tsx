import { useState } from 'react';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useInstallPrompt } from './install-prompt';
import { useUpdateReady } from './update-store';
import '../../i18n/areas/shell';

export function InstallPrompt() {
  const { canInstall, install, dismiss } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <section className="banner" aria-label={t('app.install.prompt')}>
      <p>{t('app.install.prompt')}</p>
      <div className="row">
        <Button onClick={() => void install()}>{t('app.install.install')}</Button>
        <Button variant="text" onClick={dismiss}>
          {t('app.install.dismiss')}
        </Button>
      </div>
    </section>
  );
}

export function UpdatePrompt() {
  const apply = useUpdateReady();
  const [hidden, setHidden] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!apply || hidden) return null;
  if (updating) return <LoadingOverlay label={t('app.update.updating')} />;
  return (
    <div className="banner" role="alertdialog" aria-label={t('app.update.prompt')}>
      <p>{t('app.update.prompt')}</p>
      <div className="row">
        <Button
          onClick={() => {
            setUpdating(true);
            apply();
          }}
        >
          {t('app.update.yes')}
        </Button>
        <Button variant="text" onClick={() => setHidden(true)}>
          {t('app.update.no')}
        </Button>
      </div>
    </div>
  );
}
