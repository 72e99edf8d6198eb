import type { RoleName } from '../../src/domain/roles';

/** Demo accounts created by the seed (README and tests). Fictional people, example.com addresses. */
export type DemoAccount = {
  email: string;
  password: string;
  /** Highest role the account holds at Willow Creek Estate (91). */
  role: RoleName;
  firstName: string;
  lastName: string;
  mobile: string;
  roles: { estateId: number; role: RoleName; unitNo: string; accessControl: boolean }[];
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'resident@example.com',
    password: 'Resident#2026',
    role: 'owner',
    firstName: 'Thandi',
    lastName: 'Mokoena',
    mobile: '0821234567',
    roles: [
      { estateId: 91, role: 'owner', unitNo: '12', accessControl: true },
      { estateId: 92, role: 'owner', unitNo: 'B4', accessControl: false },
    ],
  },
  {
    email: 'neighbour@example.com',
    password: 'Neighbour#2026',
    role: 'resident',
    firstName: 'Pieter',
    lastName: 'van Wyk',
    mobile: '0731234568',
    roles: [{ estateId: 91, role: 'resident', unitNo: '14', accessControl: true }],
  },
  {
    email: 'guard@example.com',
    password: 'Guard#2026',
    role: 'guard',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    mobile: '0841234569',
    roles: [{ estateId: 91, role: 'guard', unitNo: '', accessControl: true }],
  },
  {
    email: 'manager@example.com',
    password: 'Manager#2026',
    role: 'estateManager',
    firstName: 'Lerato',
    lastName: 'Khumalo',
    mobile: '0721234560',
    roles: [{ estateId: 91, role: 'estateManager', unitNo: '', accessControl: true }],
  },
];

export const demoAccount = (role: DemoAccount['role']): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`No demo account for ${role}`);
  return found;
};
