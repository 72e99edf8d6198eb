/** One tile of a ChoiceTiles group: its value, its words and an extra class (a contractor's colour). */
export type ChoiceTile<V extends string | number> = { value: V; label: string; className?: string };

/**
 * A titled group of tile buttons of which one is chosen (a radiogroup styled as the zone tiles):
 * the invite's visitor types and validity choices.
 */
export function ChoiceTiles<V extends string | number>({
  title,
  label,
  tiles,
  chosen,
  onChoose,
}: {
  title: string;
  /** The radiogroup's accessible name. */
  label: string;
  tiles: readonly ChoiceTile<V>[];
  chosen: V | null;
  onChoose: (value: V) => void;
}) {
  return (
    <fieldset className="visitor-section">
      <legend className="section-title">{title}</legend>
      <div className="visitor-choices" role="radiogroup" aria-label={label}>
        {tiles.map((tile) => (
          // biome-ignore lint/a11y/useSemanticElements: tile buttons in a radiogroup, styled as the zone tiles.
          <button
            key={tile.value}
            type="button"
            role="radio"
            aria-checked={chosen === tile.value}
            className={`zone-tile${chosen === tile.value ? ' zone-tile-on' : ''}${tile.className ? ` ${tile.className}` : ''}`}
            onClick={() => onChoose(tile.value)}
          >
            {tile.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
