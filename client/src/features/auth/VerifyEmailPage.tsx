import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { useSearchParams } from 'react-router-dom';
import { LoadingView } from '../../shared/layout/LoadingView';
import { useSession } from '../../shared/session/sessionContext';
import { INVALID_LINK } from '../../shared/session/sessionStage';
import { SUPPORT_EMAIL } from '../../shared/siteLinks';
import { AuthBadge } from './components/AuthBadge';
import { AuthCard } from './components/AuthCard';
import { useResendVerification } from './useResendVerification';

/** Where the verification link lands when it was not valid (the server redirects here). */
export const INVALID_LINK_NOTICE =
  'This verification link is invalid or has expired. Request a new one below.';

export function VerifyEmailPage() {
  const { user, logout } = useSession();
  const [searchParams] = useSearchParams();
  const { resend, sending, secondsLeft, autoVerified } = useResendVerification();

  if (!user) return <LoadingView />;

  const resendLabel =
    secondsLeft > 0
      ? `Resend in ${secondsLeft}s`
      : sending
        ? 'Sending...'
        : 'Resend verification email';

  return (
    <AuthCard
      title="Verify your email"
      badge={
        <AuthBadge>
          <MarkEmailUnreadOutlinedIcon />
        </AuthBadge>
      }
      subtitle={
        <>
          We sent a verification link to{' '}
          <Typography
            component="strong"
            sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}
          >
            {user.email}
          </Typography>
          . Open it to activate your account.
        </>
      }
    >
      {searchParams.get('error') === INVALID_LINK && (
        <Alert severity="error">{INVALID_LINK_NOTICE}</Alert>
      )}
      <Stack spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          onClick={resend}
          disabled={sending || secondsLeft > 0 || autoVerified}
        >
          {resendLabel}
        </Button>
        <Button variant="outlined" size="large" onClick={() => window.location.reload()}>
          I&apos;ve verified my email
        </Button>
        <Button variant="text" onClick={logout}>
          Use different email
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        No email after a few minutes? Check your spam folder, or{' '}
        <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 600 }}>
          contact support
        </Link>
        .
      </Typography>
    </AuthCard>
  );
}
