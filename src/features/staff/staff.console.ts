import { createElement } from 'react';
import { t } from '../../i18n';
import type { ConsoleSection, ConsoleSectionProps } from '../../ui/console-section';
import { MembershipLogSection } from './MembershipLogSection';
import { StaffPanel } from './StaffPanel';
import './staff.css';
import '../../i18n/areas/moves';
import '../../i18n/areas/staff';

/** The console's Staff: the estate's managers and guards, open invitations, and the invite form (staff and a unit's people). */
function StaffConsole({ estateId, online }: ConsoleSectionProps) {
  return createElement(StaffPanel, {
    estateId,
    online,
    listed: ['estateManager', 'guard'],
    invitable: ['guard', 'estateManager', 'owner', 'tenant', 'resident'],
    heading: t('staff.console.heading'),
    testId: 'manager-staff',
  });
}

export const consoleSections: readonly ConsoleSection[] = [
  { id: 'staff', group: 'people', title: 'staff.console.heading', order: 55, component: StaffConsole },
  // Who changed whose membership, when (issue 26).
  { id: 'membership-log', group: 'people', title: 'moves.log.heading', order: 85, component: MembershipLogSection },
];
