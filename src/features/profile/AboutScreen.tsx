import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { TopBar } from '../../ui/TopBar';
import { APP_VERSION } from '../../contract/version';
import '../../i18n/areas/profile';
import '../../i18n/areas/shell';

export function AboutScreen() {
  const navigate = useNavigate();
  return (
    <div>
      <TopBar title={t('about.title')} onBack={() => void navigate({ to: '/profile' })} backLabel={t('app.back')} />
      <main className="page">
        <dl className="card">
          <dt className="muted">{t('about.version')}</dt>
          <dd style={{ margin: '4px 0 0', fontSize: '1.2rem', fontWeight: 700 }}>{APP_VERSION}</dd>
        </dl>
      </main>
    </div>
  );
}
