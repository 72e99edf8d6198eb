import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/db';
import { emergencyNumbers, type EmergencyKind, type EmergencyNumber } from '../domain/emergency';
import { t } from '../i18n';
import '../i18n/areas/emergency';

/** The estate's emergency numbers (src/domain/emergency.ts) from the synced estates row: offline too. Undefined while loading. */
export function useEmergencyNumbers(estateId: number | undefined): EmergencyNumber[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : emergencyNumbers(await db.estates.get(estateId))), [estateId]);
}

const ICONS: Record<EmergencyKind, string> = { controlRoom: 'shield', police: 'alert', ambulance: 'ambulance', fire: 'fire' };

/** An entry's name ('Police'), what it is ("The estate's ambulance provider") and its icon, for every screen. */
export function emergencyWords(entry: EmergencyNumber): { name: string; about: string; icon: string } {
  const about =
    entry.kind === 'ambulance'
      ? t(entry.estates ? 'emergency.about.ambulanceEstate' : 'emergency.about.ambulance')
      : entry.kind === 'fire'
        ? t(entry.estates ? 'emergency.about.fireEstate' : 'emergency.about.fire')
        : t(`emergency.about.${entry.kind}`);
  return { name: t(`emergency.${entry.kind}`), about, icon: ICONS[entry.kind] };
}
