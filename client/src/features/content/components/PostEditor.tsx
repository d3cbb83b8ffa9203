import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UndoIcon from '@mui/icons-material/Undo';
import { useMutation } from '@apollo/client/react';
import { HOOK_SUGGESTIONS, REWRITE_ACTIONS, type RewriteAction } from '@postpilot/common';
import { useToast } from '../../../shared/useToast';
import { RewritePostDocument, SuggestHooksDocument } from '../../../gql/graphql';
import {
  ASSIST_ERRORS,
  FEWER_HOOKS,
  foldIndex,
  formatCounter,
  postContentError,
  readingTime,
  REWRITE_LABELS,
  withFirstLine,
} from '../contentForm';
import { AttachmentEditor } from '../attachments/AttachmentEditor';
import type { AttachmentState } from '../attachments/useAttachmentState';
import { PersonalDetailDialog } from './PersonalDetailDialog';
import { RewriteReview, type PendingRewrite } from './RewriteReview';

interface PostEditorProps {
  id: string;
  value: string;
  onChange: (content: string) => void;
  /** The tone to keep when the writer suggests first lines or rewrites. */
  tone?: string | null;
  /** Said under the text while it is fine to save. */
  hint?: string;
  minRows?: number;
  maxRows?: number;
  autoFocus?: boolean;
  /** The rest of the form is busy (saving, generating): the writer's help waits. */
  disabled?: boolean;
  /** The post's attachment and first comment, edited under the text ("Add to post"). */
  attachments?: AttachmentState;
  /** The author's name, for carousel slides (the signed-in user's when not given). */
  author?: string;
}

/**
 * A post's text with help while writing: its reading time and where LinkedIn folds it, counted
 * against 3,000 characters, and the user's writer at hand to suggest other first lines or to
 * rewrite it (shorter, punchier, more personal, grammar fixed), each undoable.
 */
export function PostEditor({
  id,
  value,
  onChange,
  tone,
  hint = '',
  minRows = 6,
  maxRows = 18,
  autoFocus,
  disabled = false,
  attachments,
  author,
}: PostEditorProps) {
  const toast = useToast();
  const [suggestHooks, hooksState] = useMutation(SuggestHooksDocument);
  const [rewritePost, rewriteState] = useMutation(RewritePostDocument);
  const [hooks, setHooks] = useState<string[] | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // The text before the writer's last change, while the user has not typed since.
  const [before, setBefore] = useState<string | null>(null);
  // A rewrite waiting for Accept or Discard; the editor's text is not touched before then.
  const [pending, setPending] = useState<PendingRewrite | null>(null);
  // More personal's question, while the user is asked for a detail of their own.
  const [question, setQuestion] = useState<string | null>(null);

  const problem = postContentError(value);
  const busy = hooksState.loading || rewriteState.loading;
  const helpDisabled = disabled || busy || Boolean(problem);
  const input = { content: value.trim(), tone: tone ?? undefined };

  const replace = (next: string) => {
    setBefore(value);
    onChange(next);
  };

  const askForHooks = async () => {
    setHooks(null);
    try {
      const { data } = await suggestHooks({ variables: { input } });
      setHooks(data?.suggestHooks ?? []);
    } catch (failure) {
      toast.error(failure, ASSIST_ERRORS.hooks);
    }
  };

  const rewrite = async (action: RewriteAction, detail?: string) => {
    setMenuAnchor(null);
    setHooks(null);
    setPending(null);
    try {
      const { data } = await rewritePost({
        variables: { input: { ...input, action, ...(detail ? { detail } : {}) } },
      });
      if (!data) return;
      const answer = data.rewritePost;
      if (answer.question) {
        setQuestion(answer.question);
        return;
      }
      setPending({
        label: REWRITE_LABELS[action],
        original: input.content,
        content: answer.content,
        changes: answer.changes,
        grammar: action === 'grammar',
      });
    } catch (failure) {
      toast.error(failure, ASSIST_ERRORS.rewrite);
    }
  };

  const reading = readingTime(value);
  const fold = foldIndex(value);

  return (
    <Box>
      <TextField
        id={id}
        label="Post text"
        multiline
        fullWidth
        minRows={minRows}
        maxRows={maxRows}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => {
          setBefore(null);
          // The rewrite was of the text as it was; typing makes it stale.
          setPending(null);
          onChange(event.target.value);
        }}
        error={Boolean(problem)}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{problem ?? hint}</span>
            <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
              {reading && <span>{reading} · </span>}
              <span>{formatCounter(value)}</span>
            </Box>
          </Box>
        }
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
      >
        <Button
          size="small"
          startIcon={
            hooksState.loading ? (
              <CircularProgress size={16} color="inherit" />
            ) : (
              <AutoAwesomeOutlinedIcon />
            )
          }
          disabled={helpDisabled}
          onClick={() => void askForHooks()}
        >
          {hooksState.loading ? 'Suggesting...' : 'Suggest hooks'}
        </Button>
        <Button
          size="small"
          startIcon={
            rewriteState.loading ? (
              <CircularProgress size={16} color="inherit" />
            ) : (
              <EditNoteOutlinedIcon />
            )
          }
          endIcon={<ExpandMoreIcon />}
          disabled={helpDisabled}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? `${id}-rewrite` : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          {rewriteState.loading ? 'Rewriting...' : 'Rewrite'}
        </Button>
        <Menu
          id={`${id}-rewrite`}
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
        >
          {REWRITE_ACTIONS.map((action) => (
            <MenuItem key={action} onClick={() => void rewrite(action)}>
              {REWRITE_LABELS[action]}
            </MenuItem>
          ))}
        </Menu>
        {before !== null && (
          <Button
            size="small"
            startIcon={<UndoIcon />}
            disabled={busy}
            onClick={() => {
              onChange(before);
              setBefore(null);
            }}
          >
            Undo
          </Button>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
          {fold === undefined
            ? 'All of it shows in the feed, without “…see more”.'
            : `The feed shows the first ${fold} characters, then “…see more”.`}
        </Typography>
      </Stack>
      {hooks && (
        <Paper variant="outlined" sx={{ mt: 1.5 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', px: 2, pt: 1.5 }}
          >
            <Typography variant="subtitle2" component="h3" id={`${id}-hooks`}>
              {hooks.length ? 'Pick a first line' : 'No other first lines came back'}
            </Typography>
            <Button size="small" onClick={() => setHooks(null)}>
              Close
            </Button>
          </Stack>
          {hooks.length < HOOK_SUGGESTIONS && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', px: 2 }}>
              {FEWER_HOOKS}
            </Typography>
          )}
          <List dense aria-labelledby={`${id}-hooks`}>
            {hooks.map((hook) => (
              <ListItemButton
                key={hook}
                onClick={() => {
                  replace(withFirstLine(value, hook));
                  setHooks(null);
                }}
              >
                <ListItemText primary={hook} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      {pending && (
        <RewriteReview
          id={id}
          rewrite={pending}
          onAccept={() => {
            replace(pending.content);
            setPending(null);
          }}
          onDiscard={() => setPending(null)}
        />
      )}
      <PersonalDetailDialog
        question={question}
        onClose={() => setQuestion(null)}
        onSend={(detail) => {
          setQuestion(null);
          void rewrite('personal', detail);
        }}
      />
      {attachments && (
        <AttachmentEditor
          id={id}
          state={attachments}
          content={value}
          disabled={disabled}
          author={author}
        />
      )}
    </Box>
  );
}
