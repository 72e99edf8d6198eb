import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ContentScreen } from '../../features/manager/ContentScreen';
import { contentSearch, type ContentSearch } from '../../features/manager/content-sections';

/** /manager/content: the estate manager's content editors, a tab per section (?section=). */
export const Route = createFileRoute('/_app/manager/content')({
  validateSearch: (search: Record<string, unknown>): ContentSearch => contentSearch(search),
  component: function ManagerContentRoute() {
    const { section } = Route.useSearch();
    const navigate = useNavigate();
    return <ContentScreen section={section ?? 'events'} onSection={(next) => void navigate({ to: '/manager/content', search: { section: next }, replace: true })} onBack={() => void navigate({ to: '/manager' })} />;
  },
});
