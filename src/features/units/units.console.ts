import { createElement } from 'react';
import type { ConsoleSection, ConsoleSectionProps } from '../../ui/console-section';
import { UnitsAdmin } from './UnitsAdmin';
import '../../i18n/areas/units';

const ManagerUnits = (props: ConsoleSectionProps) => createElement(UnitsAdmin, { ...props, withOwners: true });

/** The units in the manager console's People and units page: the table, Add unit, Import CSV. */
export const consoleSections: readonly ConsoleSection[] = [{ id: 'units', group: 'people', title: 'units.admin.heading', order: 80, component: ManagerUnits }];
