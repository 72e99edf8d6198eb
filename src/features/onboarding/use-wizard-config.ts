import { useLiveQuery } from 'dexie-react-hooks';
import type { PeopleConfig, WizardBlock, WizardConfig, WizardSlide } from '../../contract/people';
import { db } from '../../db/db';
import { useCurrentRole } from '../../app/use-current-role';

/** The current estate's people configuration from Dexie (synced per estate; renders offline): undefined while loading, null when none. */
export function usePeopleConfig(): PeopleConfig | null | undefined {
  const access = useCurrentRole();
  /** undefined while the access list loads, null with no current estate. */
  const estateId = access === undefined ? undefined : (access?.estateId ?? null);
  return useLiveQuery(async () => {
    if (estateId === undefined) return undefined;
    if (estateId === null) return null;
    return (await db.peopleConfig.get(estateId)) ?? null;
  }, [estateId]);
}

/** The onboarding wizard of the current estate (undefined while loading, null when not on this device). */
export function useWizardConfig(): WizardConfig | null | undefined {
  const config = usePeopleConfig();
  return config === undefined ? undefined : (config?.wizard ?? null);
}

/** Blocks in the order the estate ranked them. */
export function rankedBlocks(blocks: readonly WizardBlock[]): WizardBlock[] {
  return [...blocks].sort((a, b) => a.rank - b.rank);
}

/** The slides shown: the enabled ones in their order (stepOne..stepSix), at most six. */
export function enabledSlides(config: WizardConfig): WizardSlide[] {
  return config.wizardSlides.filter((slide) => slide.enabled).slice(0, 6);
}
