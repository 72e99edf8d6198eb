import { createFileRoute } from '@tanstack/react-router';
import { ProviderMenuScreen } from '../../features/listings/ProviderMenuScreen';
import { menuSearch, type MenuSearch } from '../../features/listings/listings-search';

/** /RestaurantMenu?id=&category= (Food Menu, spec 3). */
export const Route = createFileRoute('/_app/RestaurantMenu')({
  validateSearch: (search: Record<string, unknown>): MenuSearch => menuSearch(search),
  component: function RestaurantMenuRoute() {
    const { id, category } = Route.useSearch();
    return <ProviderMenuScreen kind="food" id={id} category={category ?? ''} />;
  },
});
