import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ContentScreen } from '../../features/content/ContentScreen';
import { contentSearch, type ContentSearch } from '../../features/content/content-sections';
import { ConsoleFrame } from '../../features/manager/ManagerScreen';
import { t } from '../../i18n';

/** /manager/content: the estate manager's content editors, a tab per section (?section=), in the console's frame. */
export const Route = createFileRoute('/_app/manager/content')({
  validateSearch: (search: Record<string, unknown>): ContentSearch => contentSearch(search),
  component: function ManagerContentRoute() {
    const { section } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <ConsoleFrame title={t('managerContent.title')} onBack={() => void navigate({ to: '/manager' })} pageClass="content-page">
        {({ estateId, online }) => (
          <ContentScreen
            estateId={estateId}
            online={online}
            section={section ?? 'events'}
            onSection={(next) => void navigate({ to: '/manager/content', search: { section: next }, replace: true })}
          />
        )}
      </ConsoleFrame>
    );
  },
});
