import { createFileRoute } from '@tanstack/react-router';
import { VisitorUnitPickerScreen } from '../../features/units/UnitPickers';

/** The visitor unit picker, 'Select Stand/Unit Number' (spec 2 unit pickers). */
export const Route = createFileRoute('/_app/visitorUnits')({ component: VisitorUnitPickerScreen });
