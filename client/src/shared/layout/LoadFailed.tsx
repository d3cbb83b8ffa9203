import { Alert, Button } from '@mui/material';

/**
 * A read that failed, with a way to try again. `prominent` where it stands in for a page's main
 * content (the dashboard's list, the analytics report): its message bold, in the error colour.
 */
export function LoadFailed({
  message,
  onRetry,
  prominent = false,
}: {
  message: string;
  onRetry: () => void;
  prominent?: boolean;
}) {
  return (
    <Alert
      severity="error"
      sx={prominent ? { alignItems: 'center', color: 'error.main', fontWeight: 600 } : undefined}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
