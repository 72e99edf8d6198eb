import { createFileRoute } from '@tanstack/react-router';
import { HomeCategoryScreen } from '../../features/home/HomeCategoryScreen';

export const Route = createFileRoute('/_app/homeCategoryScreen')({
  validateSearch: (search: Record<string, unknown>): { location: string } => ({ location: typeof search.location === 'string' ? search.location : 'home' }),
  component: function HomeCategoryRoute() {
    const { location } = Route.useSearch();
    return <HomeCategoryScreen location={location} />;
  },
});
