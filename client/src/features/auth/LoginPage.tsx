import { Alert, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { ERRORS, loginSchema, SUCCESS } from '@postpilot/common';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormTextField } from '../../shared/forms/FormTextField';
import { PasswordField } from '../../shared/forms/PasswordField';
import { useSession } from '../../shared/session/sessionContext';
import { homePathFor, INVALID_LINK } from '../../shared/session/sessionStage';
import { useToast } from '../../shared/useToast';
import { AuthCard } from './components/AuthCard';
import { ThirdPartySignIn } from './components/ThirdPartySignIn';

/** Where the verification link lands when it worked (see the server's /api/auth/verify-email). */
export const EMAIL_VERIFIED_NOTICE = 'Your email is verified. Sign in to continue.';
/** A refused verification link opened while signed out (the guard brings it here). */
export const LINK_INVALID_SIGN_IN_NOTICE =
  'This verification link is invalid or has expired. Sign in to request a new one.';

export function LoginPage() {
  const { login } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to keep your LinkedIn on schedule.">
      {searchParams.get('verified') === '1' && (
        <Alert severity="success">{EMAIL_VERIFIED_NOTICE}</Alert>
      )}
      {searchParams.get('error') === INVALID_LINK && (
        <Alert severity="warning">{LINK_INVALID_SIGN_IN_NOTICE}</Alert>
      )}
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={async (values) => {
          try {
            const user = await login({ email: values.email.trim(), password: values.password });
            toast.success(SUCCESS.login);
            // The spec's /dashboard, already resolved through the access flow, so an
            // unverified or un-onboarded user lands on their step without a detour.
            navigate(homePathFor(user));
          } catch (failure) {
            toast.error(failure, ERRORS.login);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Stack component={Form} noValidate spacing={2.5}>
            <FormTextField name="email" label="Email" type="email" autoComplete="email" />
            <PasswordField name="password" label="Password" autoComplete="current-password" />
            <Link
              component={RouterLink}
              to="/forgot-password"
              variant="body2"
              sx={{ alignSelf: 'flex-end' }}
            >
              Forgot password?
            </Link>
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </Stack>
        )}
      </Formik>
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>or continue with</Divider>
      <ThirdPartySignIn />
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }}>
          Create one
        </Link>
      </Typography>
    </AuthCard>
  );
}
