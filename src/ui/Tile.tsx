import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { tileCornerRadius } from '../domain/tiles';
import { Icon } from './Icon';

export type TileLook = {
  title: string;
  iconName: string;
  showTitle?: boolean;
  showIcon?: boolean;
  description?: string | undefined;
  size?: string;
  corner?: string;
  borderWidth?: string;
  background?: string;
  color?: string;
};

type Props = TileLook & {
  href?: string;
  external?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  badge?: ReactNode;
  /** The link's name when its text is not enough (a number's tile: 'Call Police, SAPS, 10111'). */
  ariaLabel?: string;
};

/** A home tile. Defaults from the spec: size medium, corner '0 5 0 5', border width 1. */
export function Tile({
  title,
  iconName,
  showTitle = true,
  showIcon = true,
  description,
  size,
  corner,
  borderWidth,
  background,
  color,
  href,
  external,
  onClick,
  ariaLabel,
}: Props) {
  const style: CSSProperties = {
    borderRadius: tileCornerRadius(corner ?? '0 5 0 5'),
    borderWidth: `${Number(borderWidth) > 0 ? Number(borderWidth) : 1}px`,
    ...(background ? { background } : {}),
    ...(color ? { color } : {}),
  };
  const className = `tile tile-${(size || 'medium').toLowerCase()}${color ? ' tile-custom' : ''}`;
  const body = (
    <>
      {showIcon ? <Icon name={iconName} fallback={title} size={32} /> : null}
      {showTitle ? <span className="tile-title">{title}</span> : null}
      {/* A space between: the link's text reads 'title description' (a flex box shows no gap for it). */}
      {showTitle && description ? ' ' : null}
      {description ? <span className="tile-description">{description}</span> : null}
    </>
  );
  if (href) {
    return (
      <a
        className={className}
        style={style}
        href={href}
        aria-label={ariaLabel ?? (showTitle ? undefined : title)}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={onClick}
      >
        {body}
      </a>
    );
  }
  return (
    <button type="button" className={className} style={style} aria-label={showTitle ? undefined : title} onClick={onClick}>
      {body}
    </button>
  );
}
