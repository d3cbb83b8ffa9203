import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { ERRORS, registerFormSchema, SUCCESS } from '@postpilot/common';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormTextField } from '../../shared/forms/FormTextField';
import { PasswordField } from '../../shared/forms/PasswordField';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../../shared/useToast';
import { AuthCard } from './components/AuthCard';
import { PASSWORD_HINT } from './components/passwordHint';
import { TermsCheckbox } from './components/TermsCheckbox';

const initialValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function RegisterPage() {
  const { register } = useSession();
  const toast = useToast();
  const navigate = useNavigate();

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start your free trial and let Postpilot write your next post."
    >
      <Formik
        initialValues={initialValues}
        validationSchema={registerFormSchema}
        onSubmit={async ({ firstName, lastName, email, password }) => {
          // confirmPassword and acceptTerms are checked here and never leave the browser.
          try {
            await register({
              firstName: firstName.trim(),
              lastName: lastName.trim(),
              email: email.trim(),
              password,
            });
            toast.success(SUCCESS.register);
            navigate('/verify-email');
          } catch (failure) {
            toast.error(failure, ERRORS.register);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Stack component={Form} noValidate spacing={2.5}>
            <Box
              sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormTextField name="firstName" label="First name" autoComplete="given-name" />
              <FormTextField name="lastName" label="Last name" autoComplete="family-name" />
            </Box>
            <FormTextField name="email" label="Email" type="email" autoComplete="email" />
            <PasswordField
              name="password"
              label="Password"
              autoComplete="new-password"
              helperText={PASSWORD_HINT}
            />
            <PasswordField
              name="confirmPassword"
              label="Confirm password"
              autoComplete="new-password"
            />
            <TermsCheckbox />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Creating account...' : 'Create Account'}
            </Button>
          </Stack>
        )}
      </Formik>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
