import { t } from '../../i18n';

/** The event body as residents will read it. */
export function EventBodyPreview({ html }: { html: string }) {
  if (html.trim() === '') return null;
  return (
    <div className="content-body-preview" data-testid="content-body-preview">
      <p className="muted content-hint">{t('managerContent.events.preview')}</p>
      <pre className="content-code">{html}</pre>
    </div>
  );
}
