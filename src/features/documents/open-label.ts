import { t } from '../../i18n';
import '../../i18n/areas/documents';

/**
 * A document row's accessible name: 'Open {name}', then the row's other visible text (type,
 * description, date), so that the name holds everything the row shows (WCAG 2.5.3, axe
 * 'label-content-name-mismatch'): a voice-control user can say what they see.
 */
export function openLabel(name: string, ...shown: (string | undefined)[]): string {
  const details = shown.filter(Boolean).join(', ');
  return details ? t('documents.openDetails', { name, details }) : t('documents.open', { name });
}
