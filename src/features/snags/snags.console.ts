import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n';
import { SnagsConsole } from './SnagsConsole';

/** What a manager-console section gets: the current estate and whether the device is online. */
export type ConsoleSectionProps = { estateId: number; online: boolean };

/** The manager console's sections this area declares (the console lists them by `order`). */
export const consoleSections: ReadonlyArray<{ id: string; title: MessageKey; order: number; component: (props: ConsoleSectionProps) => ReactNode }> = [
  { id: 'snags', title: 'snags.console.heading', order: 25, component: SnagsConsole },
];
