import { createFileRoute } from '@tanstack/react-router';
import { UnitPickerScreen } from '../../features/associates/UnitPickerScreen';

/** /associates: 'Select Unit Number'. */
export const Route = createFileRoute('/_app/associates/')({ component: UnitPickerScreen });
