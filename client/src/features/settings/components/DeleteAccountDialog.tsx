import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { CONFIRMATIONS, deleteAccountSchema, ERRORS, SUCCESS } from '@postpilot/common';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
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
      {({ isSubmitting, resetForm }) => {
        const close = () => {
          if (isSubmitting) return;
          resetForm();
          onClose();
        };
        return (
          <Dialog
            open={open}
            onClose={close}
            fullWidth
            maxWidth="xs"
            aria-labelledby="delete-account-title"
            aria-describedby="delete-account-text"
          >
            <Form noValidate>
              <DialogTitle id="delete-account-title">Delete Account</DialogTitle>
              <DialogContent>
                <DialogContentText id="delete-account-text" sx={{ mb: 2.5 }}>
                  {CONFIRMATIONS.deleteAccount}
                </DialogContentText>
                <PasswordField
                  name="password"
                  label="Password"
                  autoComplete="current-password"
                  autoFocus
                  required
                />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2.5 }}>
                <Button onClick={close} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
                  {isSubmitting ? 'Deleting...' : 'Delete Account'}
                </Button>
              </DialogActions>
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
