import { createContext, useContext } from 'react';
import type { ManagerState } from './manager.api';

/** What the console's shell hands its pages: the mirror's state, the estate the manager manages now, whether calls can reach the server. */
export type ConsoleContextValue = { state: ManagerState; estateId: number; online: boolean };

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('A manager section is rendered outside the manager console');
  return value;
}
