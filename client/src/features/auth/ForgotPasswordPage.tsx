import { useState } from 'react';
import { Button, Link, Stack } from '@mui/material';
import LockResetRoundedIcon from '@mui/icons-material/LockResetRounded';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useMutation } from '@apollo/client/react';
import { ERRORS, FORGOT_PASSWORD_SENT, forgotPasswordSchema, SUCCESS } from '@postpilot/common';
import { Form, Formik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { FormTextField } from '../../shared/forms/FormTextField';
import { useToast } from '../../shared/useToast';
import { ForgotPasswordDocument } from '../../gql/graphql';
import { AuthBadge } from './components/AuthBadge';
import { AuthCard } from './components/AuthCard';

function BackToSignIn() {
  return (
    <Link
      component={RouterLink}
      to="/login"
      variant="body2"
      sx={{ textAlign: 'center', fontWeight: 600 }}
    >
      Back to Sign In
    </Link>
  );
}

export function ForgotPasswordPage() {
  const toast = useToast();
  const [requestReset] = useMutation(ForgotPasswordDocument);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <AuthCard
        title="Check your email"
        subtitle={FORGOT_PASSWORD_SENT}
        badge={
          <AuthBadge tone="success">
            <MarkEmailReadOutlinedIcon />
          </AuthBadge>
        }
      >
        <Stack spacing={2}>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Back to Sign In
          </Button>
          <Button variant="text" onClick={() => setSent(false)}>
            Try another email
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      badge={
        <AuthBadge>
          <LockResetRoundedIcon />
        </AuthBadge>
      }
    >
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={async ({ email }) => {
          try {
            await requestReset({ variables: { input: { email: email.trim() } } });
            toast.success(SUCCESS.forgotPassword);
            setSent(true);
          } catch (failure) {
            toast.error(failure, ERRORS.forgotPassword);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Stack component={Form} noValidate spacing={2.5}>
            <FormTextField name="email" label="Email" type="email" autoComplete="email" />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </Stack>
        )}
      </Formik>
      <BackToSignIn />
    </AuthCard>
  );
}
