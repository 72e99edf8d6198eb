/// <reference types="vite/client" />
import { operatorPanelsOf, type OperatorDeclaration, type OperatorPanel } from '../ui/operator-panel';

/**
 * The panels other areas add to an estate's page in the operator console
 * (`src/features/<area>/<area>.operator.ts`, `export const operatorPanels`), found by file name.
 */
const declared = import.meta.glob<OperatorDeclaration>('/src/features/*/*.operator.ts', { eager: true });

/** Every declared panel once, in order. */
export const operatorPanels: readonly OperatorPanel[] = operatorPanelsOf(declared);
