import { createFileRoute } from '@tanstack/react-router';
import { DEVELOPMENT_TABS, type DevelopmentTab } from '../../domain/content';
import { DevelopmentsScreen } from '../../features/listings/DevelopmentsScreen';

/** /Developments (spec 3): tabs To Purchase (default), To Rent, Sold Out as ?tab=sales|rentals|soldout. */
export const Route = createFileRoute('/_app/Developments')({
  validateSearch: (search: Record<string, unknown>): { tab?: DevelopmentTab } => (DEVELOPMENT_TABS.find((tab) => tab === search.tab && tab !== 'sales') ? { tab: search.tab as DevelopmentTab } : {}),
  component: function DevelopmentsRoute() {
    return <DevelopmentsScreen tab={Route.useSearch().tab ?? 'sales'} />;
  },
});
