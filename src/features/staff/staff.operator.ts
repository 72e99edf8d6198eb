import { createElement } from 'react';
import { t } from '../../i18n';
import type { OperatorPanel, OperatorPanelProps } from '../../ui/operator-panel';
import { StaffPanel } from './StaffPanel';
import './staff.css';
import '../../i18n/areas/staff';

/** The operator's Estate managers of one estate: the list, open manager invitations, invite and remove. */
function EstateManagersPanel({ estateId, online }: OperatorPanelProps) {
  return createElement(StaffPanel, {
    estateId,
    online,
    listed: ['estateManager'],
    invitable: ['estateManager'],
    heading: t('staff.operator.heading'),
    testId: 'operator-managers',
  });
}

export const operatorPanels: readonly OperatorPanel[] = [{ id: 'estate-managers', title: 'staff.operator.heading', order: 30, component: EstateManagersPanel }];
