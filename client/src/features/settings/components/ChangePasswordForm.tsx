import { Button, Stack } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { ACCOUNT_MESSAGES, changePasswordFormSchema } from '@postpilot/common';
import { Form, Formik, type FormikHelpers } from 'formik';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { serverFieldErrors } from '../../../shared/forms/serverFieldErrors';
import { storeToken } from '../../../shared/session/tokenStorage';
import { useToast } from '../../../shared/useToast';
import { ChangePasswordDocument } from '../../../gql/graphql';
import { PASSWORD_HINT } from '../../auth/components/passwordHint';

/** Said when a password change fails without a message from the server. */
export const PASSWORD_CHANGE_FAILED = 'Failed to update password';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const toast = useToast();
  const [changePassword] = useMutation(ChangePasswordDocument);

  const onSubmit = async (
    { currentPassword, newPassword }: ChangePasswordValues,
    helpers: FormikHelpers<ChangePasswordValues>,
  ) => {
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword, newPassword } },
      });
      if (!data) throw new Error(PASSWORD_CHANGE_FAILED);
      // The change ended every session, this tab's too: the new token goes in before anything
      // else is asked with the old one.
      storeToken(data.changePassword.token);
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
      helpers.resetForm();
    } catch (failure) {
      // A wrong current password is a mistake in this form: it is said under its field.
      const errors = serverFieldErrors(failure, ['currentPassword', 'newPassword']);
      if (Object.keys(errors).length > 0) helpers.setErrors(errors);
      else toast.error(failure, PASSWORD_CHANGE_FAILED);
    }
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={changePasswordFormSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Stack component={Form} noValidate spacing={2.5} sx={{ maxWidth: 480 }}>
          <PasswordField
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
          />
          <PasswordField
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            helperText={PASSWORD_HINT}
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
          />
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            {isSubmitting ? 'Updating...' : 'Update Password'}
          </Button>
        </Stack>
      )}
    </Formik>
  );
}
