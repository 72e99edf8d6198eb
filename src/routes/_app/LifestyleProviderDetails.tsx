import { createFileRoute } from '@tanstack/react-router';
import { ProviderMenuScreen } from '../../features/listings/ProviderMenuScreen';
import { menuSearch, type MenuSearch } from '../../features/listings/listings-search';

/** /LifestyleProviderDetails?id=&category= (Lifestyle Providers, spec 3). */
export const Route = createFileRoute('/_app/LifestyleProviderDetails')({
  validateSearch: (search: Record<string, unknown>): MenuSearch => menuSearch(search),
  component: function LifestyleProviderDetailsRoute() {
    const { id, category } = Route.useSearch();
    return <ProviderMenuScreen kind="lifestyle" id={id} category={category ?? ''} />;
  },
});
