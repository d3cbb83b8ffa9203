import { useState } from 'react';
import { ANALYTICS_MESSAGES } from '@postpilot/common';
import { Alert, AlertTitle, Button, Skeleton, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../shared/useToast';
import {
  AnalyticsDocument,
  SyncPostMetricsDocument,
  type AnalyticsMetricsStatusFragment,
} from '../../../gql/graphql';
import { formatFull, formatRelative } from '../../../shared/format/relativeTime';
import { useNow } from '../../../shared/hooks/useNow';

/** Said when the server gives no reason of its own. */
export const STATISTICS_UNAVAILABLE = ANALYTICS_MESSAGES.noAccess;
export const STATISTICS_REFRESHED = 'Statistics refreshed!';
export const REFRESH_FAILED = 'Failed to refresh statistics';

/**
 * Whether LinkedIn shares post statistics: if not, says so plainly (the page still shows what
 * Postpilot knows); if so, when they last arrived, with a button to fetch them now.
 */
export function MetricsStatusBar({
  metrics,
}: {
  /** Undefined while the report loads. */
  metrics: AnalyticsMetricsStatusFragment | undefined;
}) {
  const toast = useToast();
  const now = useNow();
  const [refreshing, setRefreshing] = useState(false);
  // The figures on screen come from the report: it is read again before the button frees up.
  const [syncPostMetrics] = useMutation(SyncPostMetricsDocument, {
    refetchQueries: [AnalyticsDocument],
    awaitRefetchQueries: true,
  });

  if (!metrics) {
    return <Skeleton variant="rounded" height={40} sx={{ mb: 3 }} />;
  }

  // Not shared at all, or shared but the connection needs renewing first: say why, and where
  // to act; a refresh could not succeed.
  if (!metrics.available || metrics.message) {
    return (
      <Alert
        severity={metrics.available ? 'warning' : 'info'}
        role="status"
        aria-label="Post statistics"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/settings?tab=linkedin">
            LinkedIn settings
          </Button>
        }
      >
        <AlertTitle>
          {metrics.available ? 'Post statistics are paused' : 'Post statistics are not available'}
        </AlertTitle>
        {metrics.message || STATISTICS_UNAVAILABLE}
      </Alert>
    );
  }

  const refresh = async () => {
    setRefreshing(true);
    try {
      const { data } = await syncPostMetrics();
      const status = data?.syncPostMetrics;
      if (status && (!status.available || status.message)) {
        toast.errorText(status.message || STATISTICS_UNAVAILABLE);
      } else toast.success(STATISTICS_REFRESHED);
    } catch (failure) {
      toast.error(failure, REFRESH_FAILED);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="last-synced">
        {metrics.lastSyncedAt ? (
          <>
            Last updated{' '}
            <time dateTime={metrics.lastSyncedAt} title={formatFull(metrics.lastSyncedAt)}>
              {formatRelative(metrics.lastSyncedAt, now)}
            </time>
          </>
        ) : (
          'Not synced yet'
        )}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RefreshIcon />}
        disabled={refreshing}
        onClick={() => void refresh()}
      >
        {refreshing ? 'Refreshing...' : 'Refresh statistics'}
      </Button>
    </Stack>
  );
}
