import { createFileRoute } from '@tanstack/react-router';
import { TelephoneDirectoryScreen } from '../../features/directory/TelephoneDirectoryScreen';

/** /TelephoneDirectory?service=&type=: the contacts of a service type (spec 3 'Directories and contacts'). */
export const Route = createFileRoute('/_app/TelephoneDirectory')({
  validateSearch: (search: Record<string, unknown>): { service: string; type: string } => ({
    service: typeof search.service === 'string' ? search.service : '',
    type: typeof search.type === 'string' ? search.type : '',
  }),
  component: function TelephoneDirectoryRoute() {
    const { service, type } = Route.useSearch();
    return <TelephoneDirectoryScreen key={`${service}\n${type}`} service={service} type={type} />;
  },
});
