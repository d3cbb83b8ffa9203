import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Link,
  List,
  ListItem,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IDEA_MESSAGES as IM } from '@postpilot/common';
import { DeleteIdeaDocument, IdeasDocument, type IdeaItemFragment } from '../../gql/graphql';
import { LoadFailed } from '../../shared/layout/LoadFailed';
import { SectionCard } from '../../shared/layout/SectionCard';
import { useToast } from '../../shared/useToast';
import { AddIdeaForm, AddIdeaFromUrlForm } from './AddIdeaForms';
import { IdeaFeeds } from './IdeaFeeds';

/** The ideas shown: the server's largest page, unused ones first. */
export const IDEAS_SHOWN = 100;

const ADDERS = ['By hand', 'From a page', 'Feeds'] as const;

/** A page's host, as a source is named beside its idea: 'blog.example.com'. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The idea bank on the Content page: ideas to write from, added by hand, from a page or from
 * followed feeds. "Write a post" fills Generate with the idea; auto-post takes the oldest unused
 * one. Used ideas stay, marked, after the unused ones.
 */
export function IdeaBankCard({ onWrite }: { onWrite: (idea: IdeaItemFragment) => void }) {
  const [adder, setAdder] = useState(0);
  const { data, loading, error, refetch } = useQuery(IdeasDocument, {
    variables: { limit: IDEAS_SHOWN },
  });
  const page = data?.ideas;
  return (
    <SectionCard
      id="idea-bank-title"
      title="Idea bank"
      action={
        page && (
          <Typography variant="body2" color="text.secondary">
            {page.unusedCount} unused
          </Typography>
        )
      }
    >
      <Tabs
        value={adder}
        onChange={(_, next: number) => setAdder(next)}
        aria-label="Add ideas"
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ADDERS.map((label) => (
          <Tab
            key={label}
            label={label}
            sx={{
              minWidth: 0,
              px: 0.5,
              whiteSpace: 'nowrap',
              fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            }}
          />
        ))}
      </Tabs>
      <Box sx={{ mb: 3 }}>
        {adder === 0 && <AddIdeaForm />}
        {adder === 1 && <AddIdeaFromUrlForm />}
        {adder === 2 && <IdeaFeeds />}
      </Box>
      {error && !data ? (
        <LoadFailed message={IM.loadFailed} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label="Loading ideas" />
        </Box>
      ) : page?.ideas.length ? (
        <List disablePadding aria-label="Ideas">
          {page.ideas.map((idea) => (
            <IdeaRow key={idea.id} idea={idea} onWrite={onWrite} />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {IM.empty}
        </Typography>
      )}
    </SectionCard>
  );
}

function IdeaRow({
  idea,
  onWrite,
}: {
  idea: IdeaItemFragment;
  onWrite: (idea: IdeaItemFragment) => void;
}) {
  const toast = useToast();
  const [deleteIdea, deleting] = useMutation(DeleteIdeaDocument, { refetchQueries: ['Ideas'] });
  const used = Boolean(idea.usedAt);
  const onDelete = async () => {
    try {
      await deleteIdea({ variables: { id: idea.id } });
      toast.success(IM.ideaDeleted);
    } catch (failure) {
      toast.error(failure, IM.deleteFailed);
    }
  };
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.5 }}>
      {/* On a phone the actions go under the idea, which keeps the width to read it. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, color: used ? 'text.secondary' : 'text.primary' }}
          >
            {idea.title}
          </Typography>
          {idea.notes && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                whiteSpace: 'pre-line',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {idea.notes}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}
          >
            {used && <Chip label="Used" size="small" variant="outlined" />}
            {idea.sourceUrl && (
              <Link
                href={idea.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="caption"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {hostOf(idea.sourceUrl)}
              </Link>
            )}
          </Stack>
        </Box>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{
            alignItems: 'center',
            flexShrink: 0,
            justifyContent: { xs: 'space-between', sm: 'flex-start' },
          }}
        >
          <Button size="small" variant={used ? 'text' : 'outlined'} onClick={() => onWrite(idea)}>
            Write a post
          </Button>
          <Tooltip title="Delete">
            <span>
              <IconButton
                aria-label={`Delete idea “${idea.title}”`}
                onClick={() => void onDelete()}
                disabled={deleting.loading}
                size="small"
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
    </ListItem>
  );
}
