import { Icon } from '../../ui/Icon';

/** What a directory card (a service or a service type) shows inside its link: the icon, the name, and a line under it if given. */
export function DirectoryCardContent({ icon, name, detail }: { icon: string; name: string; detail?: string }) {
  return (
    <>
      <span className="directory-card-icon">
        <Icon name={icon} fallback={name} size={32} />
      </span>
      <span className="directory-card-text">
        <strong>{name}</strong>
        {detail === undefined ? null : <span className="muted">{detail}</span>}
      </span>
    </>
  );
}
