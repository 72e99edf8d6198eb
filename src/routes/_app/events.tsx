import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../../features/events/EventsScreen';

/** /events (spec 3): the carousel, the category row (?category=, All when absent) and the cards. */
export const Route = createFileRoute('/_app/events')({
  validateSearch: (search: Record<string, unknown>): { category?: string } =>
    typeof search.category === 'string' && search.category ? { category: search.category } : {},
  component: function EventsRoute() {
    return <EventsScreen category={Route.useSearch().category ?? ''} />;
  },
});
