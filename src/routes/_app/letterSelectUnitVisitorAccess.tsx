import { createFileRoute } from '@tanstack/react-router';
import { LettingUnitPickerScreen } from '../../features/units/UnitPickers';

/** /letterSelectUnitVisitorAccess: the letting user's unit picker (spec 2). */
export const Route = createFileRoute('/_app/letterSelectUnitVisitorAccess')({ component: LettingUnitPickerScreen });
