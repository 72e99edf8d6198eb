import type { ComponentType } from 'react';

/**
 * Cards at the top of the home screen that a feature offers (the push feature's "Know when a
 * visitor is at the gate"), declared in `src/features/<area>/<area>.home.tsx` as
 * `export const homeCards`, found by file name: the home feature imports no other feature. A card
 * renders nothing when it has nothing to say.
 */
export type HomeCard = {
  /** A stable key. */
  id: string;
  /** Lower first; ties by id. */
  order: number;
  Card: ComponentType;
};

const declared = import.meta.glob<readonly HomeCard[]>('../features/*/*.home.tsx', { eager: true, import: 'homeCards' });

/** Every declared home card, in order; an id declared twice is a mistake that stops the app at load. */
export const homeCards: readonly HomeCard[] = (() => {
  const all = Object.values(declared)
    .flat()
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  const doubled = all.find((card, i) => all.findIndex((c) => c.id === card.id) !== i);
  if (doubled) throw new Error(`Home card ${doubled.id} is declared twice`);
  return all;
})();
