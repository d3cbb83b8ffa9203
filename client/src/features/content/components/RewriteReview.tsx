import {
  alpha,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Paper,
  Stack,
  Typography,
  type Theme,
} from '@mui/material';
import { diffWords } from 'diff';
import { GRAMMAR_CHECK_LIMITS } from '../contentForm';

/** One change a rewrite made, as the server lists it. */
export interface ReviewChange {
  rule: string;
  message: string;
  before: string;
  after: string;
}

export interface PendingRewrite {
  /** The tool's name as the menu shows it ("Fix grammar"). */
  label: string;
  /** The editor's text when the rewrite was asked for. */
  original: string;
  content: string;
  changes: ReviewChange[];
  /** Whether this was Fix grammar, to say what the checker does not check. */
  grammar: boolean;
}

interface RewriteReviewProps {
  id: string;
  rewrite: PendingRewrite;
  onAccept: () => void;
  onDiscard: () => void;
}

const struck = {
  textDecoration: 'line-through',
  bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.1),
  color: 'error.dark',
  px: 0.25,
  borderRadius: 0.5,
} as const;
const inserted = {
  textDecoration: 'underline',
  bgcolor: (theme: Theme) => alpha(theme.palette.success.main, 0.12),
  color: 'success.dark',
  px: 0.25,
  borderRadius: 0.5,
} as const;

/**
 * A rewrite waiting for the user: each change with its rule (before struck, after inserted), or,
 * when the writer could not list them (a model), the whole text's difference word by word. The
 * editor's text changes only on Accept.
 */
export function RewriteReview({ id, rewrite, onAccept, onDiscard }: RewriteReviewProps) {
  const { label, original, content, changes, grammar } = rewrite;
  const edits = changes.filter((change) => change.before !== change.after);
  const notes = changes.filter((change) => change.before === change.after);
  const unchanged = content === original;
  const headingId = `${id}-review`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 1.5, p: 2 }}
    >
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {unchanged
          ? `${label}: nothing to change`
          : `${label}: ${edits.length || 'the'} change${edits.length === 1 ? '' : 's'} to review`}
      </Typography>
      {grammar && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {GRAMMAR_CHECK_LIMITS}
        </Typography>
      )}
      {edits.length > 0 && (
        <List dense aria-label="Changes" sx={{ py: 0.5 }}>
          {edits.map((change, index) => (
            <ListItem key={index} disableGutters sx={{ display: 'block', py: 0.5 }}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}
              >
                <Chip size="small" label={change.rule} />
                {change.before && (
                  <Box component="del" sx={struck}>
                    {change.before}
                  </Box>
                )}
                {change.before && change.after && <span aria-hidden="true">→</span>}
                {change.after && (
                  <Box component="ins" sx={inserted}>
                    {change.after}
                  </Box>
                )}
              </Stack>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {change.message}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {edits.length === 0 && !unchanged && (
        <Box
          aria-label="Difference"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1, typography: 'body2' }}
        >
          {diffWords(original, content).map((part, index) =>
            part.removed ? (
              <Box component="del" key={index} sx={struck}>
                {part.value}
              </Box>
            ) : part.added ? (
              <Box component="ins" key={index} sx={inserted}>
                {part.value}
              </Box>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
        </Box>
      )}
      {notes.length > 0 && (
        <List dense aria-label="Worth a look" sx={{ py: 0.5 }}>
          {notes.map((note, index) => (
            <ListItem key={index} disableGutters sx={{ display: 'block', py: 0.25 }}>
              <Typography variant="caption" component="p">
                <strong>{note.rule}:</strong> {note.message}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onDiscard}>
          {unchanged ? 'Close' : 'Discard'}
        </Button>
        {!unchanged && (
          <Button size="small" variant="contained" onClick={onAccept}>
            Accept
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
