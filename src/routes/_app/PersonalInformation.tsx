import { createFileRoute } from '@tanstack/react-router';
import { PersonalInformationScreen } from '../../features/profile/PersonalInformationScreen';
import { DeleteAccountFlow } from '../../features/account-deletion/DeleteAccountFlow';

/**
 * 'Delete Account' is composed here: the button sets `?deleteAccount=1`, which opens the
 * delete-account flow (warning modal, e-mailed code, six boxes); closing it clears the flag.
 */
export const Route = createFileRoute('/_app/PersonalInformation')({
  validateSearch: (search: Record<string, unknown>): { deleteAccount?: 1 } =>
    search.deleteAccount === 1 || search.deleteAccount === '1' ? { deleteAccount: 1 } : {},
  component: function PersonalInformationRoute() {
    const navigate = Route.useNavigate();
    const { deleteAccount } = Route.useSearch();
    return (
      <>
        <PersonalInformationScreen onDeleteAccount={() => void navigate({ search: { deleteAccount: 1 } })} />
        <DeleteAccountFlow open={deleteAccount === 1} onClose={() => void navigate({ search: {}, replace: true })} />
      </>
    );
  },
});
