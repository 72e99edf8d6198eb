import { createFileRoute } from '@tanstack/react-router';
import { SnagDetailScreen } from '../../features/snags/SnagDetailScreen';

/** /snags/detail?id=: one maintenance request. */
export const Route = createFileRoute('/_app/snags/detail')({
  validateSearch: (search: Record<string, unknown>): { id: string } => ({ id: typeof search.id === 'string' ? search.id : '' }),
  component: function SnagDetailRoute() {
    const { id } = Route.useSearch();
    return <SnagDetailScreen id={id} />;
  },
});
