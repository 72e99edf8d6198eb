import { useRouter } from '@tanstack/react-router';
import type { Tile as TileRow } from '../../contract/records';
import { embeddedHref, tileTarget } from '../../domain/tiles';
import { Tile } from '../../ui/Tile';

/** Tiles with the spec's navigation: call -> phone link, local -> in-app (or embedded page), iframe -> new tab. */
export function TileGrid({ tiles }: { tiles: TileRow[] }) {
  const router = useRouter();
  return (
    <div className="tiles">
      {tiles.map((tile) => {
        const target = tileTarget(tile);
        const look = {
          title: tile.tileDisplayTitle,
          iconName: tile.iconName,
          showTitle: tile.tileDisplayTitleEnabled !== false,
          showIcon: tile.iconEnabled !== false,
          description: tile.tileDescriptionEnabled ? tile.tileDescription : undefined,
          size: tile.cssDefaultSize,
          corner: tile.cssRoundCornerPerc,
          borderWidth: tile.cssBorderWidthPerc,
          background: tile.cssBackGroundColour,
          color: tile.cssFontColour,
        };
        switch (target.kind) {
          case 'call':
            return <Tile key={tile.id} {...look} href={target.href} />;
          case 'external':
            return <Tile key={tile.id} {...look} href={target.url} external />;
          case 'local':
          case 'embedded': {
            const href = target.kind === 'local' ? target.path : embeddedHref(target.url, target.heading);
            return (
              <Tile
                key={tile.id}
                {...look}
                href={href}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  void router.navigate({ href });
                }}
              />
            );
          }
          default:
            return <Tile key={tile.id} {...look} />;
        }
      })}
    </div>
  );
}
