import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Form, Formik } from 'formik';
import { IDEA_MESSAGES as IM, ideaUrlSchema } from '@postpilot/common';
import {
  FollowIdeaFeedDocument,
  IdeaFeedsDocument,
  RefreshIdeaFeedDocument,
  UnfollowIdeaFeedDocument,
  type IdeaFeedItemFragment,
} from '../../gql/graphql';
import { FormTextField } from '../../shared/forms/FormTextField';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { LoadFailed } from '../../shared/layout/LoadFailed';
import { useToast } from '../../shared/useToast';

/** The feeds the user follows: each new item becomes an idea. */
export function IdeaFeeds() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(IdeaFeedsDocument);
  const [follow] = useMutation(FollowIdeaFeedDocument, {
    refetchQueries: ['Ideas', 'IdeaFeeds'],
  });
  return (
    <Stack spacing={2}>
      <Formik
        initialValues={{ url: '' }}
        validationSchema={ideaUrlSchema}
        onSubmit={async (values, helpers) => {
          try {
            await follow({ variables: { url: values.url.trim() } });
            toast.success(IM.feedFollowed);
            helpers.resetForm();
          } catch (failure) {
            helpers.setErrors(serverFieldErrors(failure, ['url']));
            toast.error(failure, IM.followFailed);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Stack component={Form} spacing={2} noValidate aria-label="Follow a feed">
            <FormTextField
              name="url"
              label="Feed address (RSS or Atom)"
              placeholder="https://…/feed.xml"
              type="url"
              fullWidth
              helperText="Read now and every few hours; its newest items become ideas."
            />
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Reading the feed…' : 'Follow feed'}
              </Button>
            </Box>
          </Stack>
        )}
      </Formik>
      {error && !data ? (
        <LoadFailed message={IM.feedsLoadFailed} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <CircularProgress size={24} aria-label="Loading feeds" />
      ) : data?.ideaFeeds.length ? (
        <List disablePadding aria-label="Feeds you follow">
          {data.ideaFeeds.map((feed) => (
            <FeedRow key={feed.id} feed={feed} />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {IM.noFeeds}
        </Typography>
      )}
    </Stack>
  );
}

function FeedRow({ feed }: { feed: IdeaFeedItemFragment }) {
  const toast = useToast();
  const [refresh, refreshing] = useMutation(RefreshIdeaFeedDocument, {
    refetchQueries: ['Ideas'],
  });
  const [unfollow, unfollowing] = useMutation(UnfollowIdeaFeedDocument, {
    refetchQueries: ['IdeaFeeds', 'Ideas'],
  });
  const onRefresh = async () => {
    try {
      const { data } = await refresh({ variables: { id: feed.id } });
      const problem = data?.refreshIdeaFeed.lastError;
      if (problem) toast.errorText(problem);
      else toast.success(IM.feedRefreshed);
    } catch (failure) {
      toast.error(failure, IM.refreshFailed);
    }
  };
  const onUnfollow = async () => {
    try {
      await unfollow({ variables: { id: feed.id } });
      toast.success(IM.feedUnfollowed);
    } catch (failure) {
      toast.error(failure, IM.unfollowFailed);
    }
  };
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {feed.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {feed.url}
          </Typography>
        </Box>
        <Tooltip title="Read now">
          <span>
            <IconButton
              aria-label={`Read ${feed.title} now`}
              onClick={() => void onRefresh()}
              disabled={refreshing.loading}
            >
              <RefreshIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Unfollow (its ideas stay)">
          <span>
            <IconButton
              aria-label={`Unfollow ${feed.title}`}
              onClick={() => void onUnfollow()}
              disabled={unfollowing.loading}
            >
              <LinkOffIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {feed.lastError && (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          {feed.lastError}
        </Alert>
      )}
    </ListItem>
  );
}
