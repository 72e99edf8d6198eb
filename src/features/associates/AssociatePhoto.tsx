import type { Associate } from '../../contract/people';
import { t } from '../../i18n';
import { useObjectUrl, useStoredFileUrl } from '../../app/stored-files';
import { Icon } from '../../ui/Icon';
import '../../i18n/areas/associates';

/** An associate's face: the picture still waiting on this device, else the stored one, else a placeholder. */
export function AssociatePhoto({
  associate,
  local,
  large = false,
}: {
  associate: Pick<Associate, 'associateImage' | 'firstName'>;
  local?: Blob | undefined;
  large?: boolean;
}) {
  const stored = useStoredFileUrl(associate.associateImage || undefined);
  const pending = useObjectUrl(local);
  const src = pending ?? stored;
  const className = `associate-photo${large ? ' associate-photo-large' : ''}`;
  return src ? (
    <img className={className} src={src} alt={associate.firstName} />
  ) : (
    <span className={`${className} associate-photo-empty`} role="img" aria-label={t('associates.noPhoto')}>
      <Icon name="profile" size={large ? 56 : 32} />
    </span>
  );
}
