import { useMemo } from 'react';
import { t } from '../../i18n';
import { SafeHtml } from '../../app/SafeHtml';
import { withoutHandlerAttributes } from './content-preview';

/** The event body as residents will read it: sanitised by the same SafeHtml their event page uses. */
export function EventBodyPreview({ html }: { html: string }) {
  const safe = useMemo(() => withoutHandlerAttributes(html), [html]);
  if (html.trim() === '') return null;
  return (
    <div className="content-body-preview" data-testid="content-body-preview">
      <p className="muted content-hint">{t('managerContent.events.preview')}</p>
      <SafeHtml html={safe} />
    </div>
  );
}
