import { createFileRoute } from '@tanstack/react-router';
import { SecondaryDirectoryScreen } from '../../features/directory/SecondaryDirectoryScreen';

/** /SecondaryDirectory?service=: the service types of a service (spec 3 'Directories and contacts'). */
export const Route = createFileRoute('/_app/SecondaryDirectory')({
  validateSearch: (search: Record<string, unknown>): { service: string } => ({ service: typeof search.service === 'string' ? search.service : '' }),
  component: function SecondaryDirectoryRoute() {
    const { service } = Route.useSearch();
    return <SecondaryDirectoryScreen service={service} />;
  },
});
