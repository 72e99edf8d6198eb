import { t } from '../i18n';
import '../i18n/areas/shell';

/** Full-screen spinner with an accessible 'Loading' label. */
export function LoadingOverlay({ label }: { label?: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="loading-label">{label ?? t('app.loading')}</span>
    </div>
  );
}
