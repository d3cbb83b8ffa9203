import { Button, Link, Stack } from '@mui/material';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import { useMutation } from '@apollo/client/react';
import { ERRORS, resetPasswordFormSchema, SUCCESS } from '@postpilot/common';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PasswordField } from '../../shared/forms/PasswordField';
import { useToast } from '../../shared/useToast';
import { ResetPasswordDocument } from '../../gql/graphql';
import { AuthBadge } from './components/AuthBadge';
import { AuthCard } from './components/AuthCard';
import { PASSWORD_HINT } from './components/passwordHint';

export function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const toast = useToast();
  const navigate = useNavigate();
  const [resetPassword] = useMutation(ResetPasswordDocument);

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Pick a password you don't use anywhere else."
      badge={
        <AuthBadge>
          <KeyRoundedIcon />
        </AuthBadge>
      }
    >
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={resetPasswordFormSchema}
        onSubmit={async ({ password }) => {
          try {
            await resetPassword({ variables: { input: { token, password } } });
            toast.success(SUCCESS.resetPassword);
            navigate('/login');
          } catch (failure) {
            toast.error(failure, ERRORS.resetPassword);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Stack component={Form} noValidate spacing={2.5}>
            <PasswordField
              name="password"
              label="New password"
              autoComplete="new-password"
              helperText={PASSWORD_HINT}
            />
            <PasswordField
              name="confirmPassword"
              label="Confirm new password"
              autoComplete="new-password"
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Resetting...' : 'Reset Password'}
            </Button>
          </Stack>
        )}
      </Formik>
      <Link
        component={RouterLink}
        to="/login"
        variant="body2"
        sx={{ textAlign: 'center', fontWeight: 600 }}
      >
        Back to Sign In
      </Link>
    </AuthCard>
  );
}
