import { useMutation } from '@apollo/client/react';
import { CONFIRMATIONS, deleteAccountSchema, ERRORS, SUCCESS } from '@postpilot/common';
import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { serverFieldErrors } from '../../../shared/forms/serverFieldErrors';
import { useSession } from '../../../shared/session/sessionContext';
import { useToast } from '../../../shared/useToast';
import { DeleteAccountDocument } from '../../../gql/graphql';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks for the password, deletes the account, signs out and goes home. */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { endSession } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [deleteAccount] = useMutation(DeleteAccountDocument);

  const onSubmit = async (
    { password }: { password: string },
    helpers: FormikHelpers<{ password: string }>,
  ) => {
    try {
      await deleteAccount({ variables: { input: { password } } });
      // Home first: ending the session on this guarded page would send it to /login instead.
      await navigate('/', { replace: true, flushSync: true });
      // Token and cache go with the session; nothing of the account stays in this tab.
      endSession(SUCCESS.accountDeleted);
    } catch (failure) {
      const errors = serverFieldErrors(failure, ['password']);
      if (Object.keys(errors).length > 0) helpers.setErrors(errors);
      else toast.error(failure, ERRORS.deleteAccount);
    }
  };

  return (
    <Formik
      initialValues={{ password: '' }}
      validationSchema={deleteAccountSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, resetForm, handleSubmit }) => (
        <ConfirmDialog
          id="delete-account"
          open={open}
          busy={isSubmitting}
          title="Delete Account"
          text={CONFIRMATIONS.deleteAccount}
          confirmLabel="Delete Account"
          busyLabel="Deleting..."
          onCancel={() => {
            resetForm();
            onClose();
          }}
          onConfirm={() => handleSubmit()}
        >
          <PasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            autoFocus
            required
          />
        </ConfirmDialog>
      )}
    </Formik>
  );
}
