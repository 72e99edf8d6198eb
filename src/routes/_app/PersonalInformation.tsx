import { createFileRoute } from '@tanstack/react-router';
import { PersonalInformationScreen } from '../../features/account/PersonalInformationScreen';
import { DeleteAccountFlow } from '../../features/account/delete-account/DeleteAccountFlow';

/**
 * 'Delete Account' is composed here: the button sets `?deleteAccount=1`, which the delete-account
 * flow (another feature) renders its warning modal for.
 */
export const Route = createFileRoute('/_app/PersonalInformation')({
  validateSearch: (search: Record<string, unknown>): { deleteAccount?: 1 } => (search.deleteAccount === 1 || search.deleteAccount === '1' ? { deleteAccount: 1 } : {}),
  component: function PersonalInformationRoute() {
    const navigate = Route.useNavigate();
    const handleDeleteAccount = () => void navigate({ search: { deleteAccount: 1 } });
    const { deleteAccount } = Route.useSearch();
    return (
      <>
        <PersonalInformationScreen onDeleteAccount={handleDeleteAccount} />
        <DeleteAccountFlow open={deleteAccount === 1} onClose={() => void navigate({ search: {} })} />
      </>
    );
  },
});
