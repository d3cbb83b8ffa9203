import { Button, Stack } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import LinkedInIcon from '@mui/icons-material/LinkedIn';

/** Sign-in with Google and LinkedIn is announced, not offered: disabled "Coming Soon" buttons. */
export function ThirdPartySignIn() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button
        variant="outlined"
        disabled
        fullWidth
        startIcon={<GoogleIcon />}
        aria-label="Sign in with Google: Coming Soon"
      >
        Coming Soon
      </Button>
      <Button
        variant="outlined"
        disabled
        fullWidth
        startIcon={<LinkedInIcon />}
        aria-label="Sign in with LinkedIn: Coming Soon"
      >
        Coming Soon
      </Button>
    </Stack>
  );
}
