import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n';

/** What the operator console hands a panel: the estate being edited, and whether calls can reach the server. */
export type OperatorPanelProps = { estateId: number; online: boolean };

/**
 * One panel of an estate's page in the operator console (/operator), declared by the area that
 * owns it in `src/features/<area>/<area>.operator.ts` (`export const operatorPanels`), e.g. the
 * estate's managers (staff) or its units (the import). Listed by `order`.
 */
export type OperatorPanel = { id: string; title: MessageKey; order: number; component: ComponentType<OperatorPanelProps> };

/** What an area's `<area>.operator.ts` exports. */
export type OperatorDeclaration = { operatorPanels: readonly OperatorPanel[] };

/** Every declared panel once, in order; two areas declaring one id is a mistake caught at load. */
export function operatorPanelsOf(declarations: Record<string, OperatorDeclaration>): OperatorPanel[] {
  const panels = Object.values(declarations).flatMap((d) => d.operatorPanels);
  const ids = new Set<string>();
  for (const panel of panels) {
    if (ids.has(panel.id)) throw new Error(`Operator panel ${panel.id} is declared twice`);
    ids.add(panel.id);
  }
  return panels.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
