import { createFileRoute } from '@tanstack/react-router';
import { AccountTypesScreen } from '../../features/billing/AccountTypesScreen';

/** /accounttypes (spec 3 levy bills): the unit selection. */
export const Route = createFileRoute('/_app/accounttypes')({ component: AccountTypesScreen });
