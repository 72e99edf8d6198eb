import { createElement } from 'react';
import type { ConsoleSection, ConsoleSectionProps } from '../../ui/console-section';
import { UnitsAdmin } from './UnitsAdmin';

const ManagerUnits = (props: ConsoleSectionProps) => createElement(UnitsAdmin, { ...props, withOwners: true });

/** The units in the manager console's People and units page: the table, Add unit, Import CSV. */
export const consoleSections: readonly ConsoleSection[] = [{ id: 'units', group: 'people', title: 'units.admin.heading', order: 80, component: ManagerUnits }];
