import { createFileRoute } from '@tanstack/react-router';
import { VisitorPreviewScreen } from '../../features/invite-form/VisitorPreviewScreen';
import { inviteSearch, type InviteSearch } from '../../features/visitors/visitor-search';

/** The spec's '{product}VisitorPreview': confirm and send; with an inviteId, that invite's share step. */
export const Route = createFileRoute('/_app/visitorPreview')({
  validateSearch: (search: Record<string, unknown>): Partial<InviteSearch> => {
    const { inviteId } = inviteSearch(search);
    return inviteId ? { inviteId } : {};
  },
  component: function VisitorPreviewRoute() {
    const { inviteId = '' } = Route.useSearch();
    return <VisitorPreviewScreen key={inviteId} inviteId={inviteId} />;
  },
});
