import { documentKind } from '../../domain/documents';
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

/** A document's type as people say it: 'PDF', 'Word document', 'Image (JPEG)'; 'File' when nothing says. */
export function documentTypeLabel(contentType: string, extension: string): string {
  const { kind, format } = documentKind(contentType, extension);
  if (kind === 'other') return format ? t('documents.kind.other', { format }) : t('documents.kind.unknown');
  const label = t(`documents.kind.${kind}`);
  return format && (kind === 'image' || kind === 'video' || kind === 'audio') ? t('documents.kind.withFormat', { kind: label, format }) : label;
}
