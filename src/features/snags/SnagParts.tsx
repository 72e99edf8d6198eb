import type { Snag, SnagStatus } from '../../contract/snags';
import { t } from '../../i18n';
import type { SnagUploadRow } from './snags.feature';
import { useObjectUrl } from '../../app/stored-files';
import { StoredImage } from '../../app/StoredImage';
import '../../i18n/areas/snags';

/** A request's status as a coloured chip. */
export function SnagStatusChip({ status }: { status: SnagStatus }) {
  return (
    <span className={`snag-status snag-status-${status.toLowerCase()}`} data-status={status}>
      {t(`snags.status.${status}`)}
    </span>
  );
}

/** 'Case 1042', or 'New request' until the server has numbered it. */
export const caseLabel = (snag: Pick<Snag, 'caseNumber'>) => (snag.caseNumber > 0 ? t('snags.case', { caseNumber: snag.caseNumber }) : t('snags.caseWaiting'));

function WaitingPhoto({ photo, n }: { photo: SnagUploadRow; n: number }) {
  const src = useObjectUrl(photo.blob);
  return src ? <img className="snag-photo" src={src} alt={t('snags.photoAlt', { n })} /> : null;
}

/** The request's uploaded photos, then those still waiting on this device. */
export function SnagPhotos({ snag, waiting = [] }: { snag: Snag; waiting?: readonly SnagUploadRow[] }) {
  if (snag.photos.length + waiting.length === 0) return null;
  return (
    <ul className="snag-photos">
      {snag.photos.map((url, i) => (
        <li key={url}>
          <StoredImage className="snag-photo" url={url} alt={t('snags.photoAlt', { n: i + 1 })} />
        </li>
      ))}
      {waiting.map((photo, i) => (
        <li key={photo.id}>
          <WaitingPhoto photo={photo} n={snag.photos.length + i + 1} />
        </li>
      ))}
    </ul>
  );
}
