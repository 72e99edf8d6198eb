import { createFileRoute } from '@tanstack/react-router';
import { FacilityContactsScreen } from '../../features/directory/FacilityContactsScreen';

/** /facilityContacs (spelt so): the estate's facility contacts as phone-call tiles (spec 3; /Contacts stays the user's contact details). */
export const Route = createFileRoute('/_app/facilityContacs')({ component: FacilityContactsScreen });
