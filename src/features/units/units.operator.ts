import { createElement } from 'react';
import type { OperatorPanel, OperatorPanelProps } from '../../ui/operator-panel';
import { UnitsAdmin } from './UnitsAdmin';
import '../../i18n/areas/units';

const OperatorUnits = (props: OperatorPanelProps) => createElement(UnitsAdmin, { ...props, withOwners: false });

/** The estate's units in the operator console (synced to the `operator` scope): the same table and import as the manager's. */
export const operatorPanels: readonly OperatorPanel[] = [{ id: 'units', title: 'units.admin.heading', order: 30, component: OperatorUnits }];
