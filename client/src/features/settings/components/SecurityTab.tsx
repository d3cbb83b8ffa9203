import { useState } from 'react';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { TabHeading } from './TabHeading';

/** Password change and account deletion: each acts on its own, not through Save Changes. */
export function SecurityTab() {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <TabHeading
        title="Change password"
        description="Other devices are signed out when the password changes; this one stays signed in."
      />
      <ChangePasswordForm />
      <Divider sx={{ my: 4 }} />
      <Box
        component="section"
        aria-labelledby="danger-zone"
        sx={{ border: 1, borderColor: 'error.main', borderRadius: '12px', p: { xs: 2, sm: 3 } }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Box>
            <Typography id="danger-zone" variant="h6" component="h2" sx={{ color: 'error.main' }}>
              Danger Zone
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              Deleting your account removes your profile, posts, schedule and uploaded files for
              good.
            </Typography>
          </Box>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDeleting(true)}
            sx={{ flexShrink: 0 }}
          >
            Delete Account
          </Button>
        </Stack>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
