/// <reference types="vite/client" />
import type { ComponentType } from 'react';

/** What the guard console hands a panel: the estate it works, the guard on duty and the device's gate zone (null: none chosen). */
export type GuardPanelProps = { estateId: number; userId: string; zoneId?: number | null };

/**
 * One panel of the unlocked guard console (/guard), declared by the area that owns it in
 * `src/features/<area>/<area>.guard.tsx` (`export const guardPanels`), e.g. asking a resident about
 * a visitor without a pass (access-requests). Listed by `order`, below the scanner.
 */
export type GuardPanel = { id: string; order: number; component: ComponentType<GuardPanelProps> };

/** Every area's declarations, found by file name: the guard feature imports no other feature. */
const declared = import.meta.glob<readonly GuardPanel[]>('../features/*/*.guard.tsx', { eager: true, import: 'guardPanels' });

/** Every declared panel once, in order; two areas declaring one id is a mistake caught at load. */
export const guardPanels: readonly GuardPanel[] = (() => {
  const panels = Object.values(declared).flat();
  const ids = new Set<string>();
  for (const panel of panels) {
    if (ids.has(panel.id)) throw new Error(`Guard panel ${panel.id} is declared twice`);
    ids.add(panel.id);
  }
  return [...panels].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
})();
