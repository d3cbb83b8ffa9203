import { Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { SUCCESS, waitlistSchema } from '@postpilot/common';
import { Form, Formik } from 'formik';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { useToast } from '../../../shared/useToast';
import { JoinWaitlistDocument } from '../../../gql/graphql';

/** Said when joining fails without a message from the server. */
export const WAITLIST_FAILED = 'Failed to join the waitlist';

/** Get Early Access: an address for the launch announcement, with the waitlist's own messages. */
export function WaitlistForm() {
  const toast = useToast();
  const [joinWaitlist] = useMutation(JoinWaitlistDocument);

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={waitlistSchema}
      onSubmit={async ({ email }, { resetForm }) => {
        try {
          await joinWaitlist({ variables: { input: { email: email.trim() } } });
          toast.success(SUCCESS.waitlist);
          resetForm();
        } catch (failure) {
          toast.error(failure, WAITLIST_FAILED);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Stack component={Form} noValidate spacing={1.5} aria-labelledby="early-access">
          <Typography id="early-access" variant="h6" component="h2">
            Get Early Access
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: 'flex-start' }}
          >
            <FormTextField
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              sx={{ flex: 1 }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              sx={{
                flexShrink: 0,
                minHeight: 56,
                whiteSpace: 'nowrap',
                width: { xs: '100%', sm: 'auto' },
              }}
            >
              {isSubmitting ? 'Joining...' : 'Join the Waitlist'}
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No spam, ever. Unsubscribe at any time.
          </Typography>
        </Stack>
      )}
    </Formik>
  );
}
