import { createContext, useContext } from 'react';
import type { ManagerState } from './manager.api';

/** The send form's element id: a member's Notify scrolls to it. */
export const SEND_FORM_ID = 'manager-send-form';

/** What the console's own sections share: the mirror's state, and the send form's recipient (a member's Notify fills it in). */
export type ConsoleContextValue = { state: ManagerState; recipient: string; setRecipient: (userId: string) => void; notifyMember: (userId: string) => void };

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('A manager section is rendered outside the manager console');
  return value;
}
