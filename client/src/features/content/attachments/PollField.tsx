import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  POLL_DURATION_LABELS,
  POLL_DURATIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX_LENGTH,
  type PollDuration,
} from '@postpilot/common';
import type { AttachmentDraft } from './attachmentForm';
import type { AttachmentState } from './useAttachmentState';

type PollDraft = Extract<AttachmentDraft, { kind: 'poll' }>;

/** A poll: a question, 2 to 4 different options, and how long it stays open. */
export function PollField({
  id,
  state,
  draft,
  disabled,
}: {
  id: string;
  state: AttachmentState;
  draft: PollDraft;
  disabled: boolean;
}) {
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const change = (changes: Partial<PollDraft>) =>
    state.update((current) => (current?.kind === 'poll' ? { ...current, ...changes } : current));
  const touch = (field: string) => setTouched((fields) => new Set(fields).add(field));
  const shown = (path: string, field = path) =>
    state.showAll || touched.has(field) ? state.errors[`poll.${path}`] : undefined;

  const questionError = shown('question');
  const optionsError = state.showAll || touched.size > 1 ? state.errors['poll.options'] : undefined;

  return (
    <Stack spacing={1.5}>
      <TextField
        id={`${id}-poll-question`}
        label="Poll question"
        size="small"
        fullWidth
        required
        value={draft.question}
        disabled={disabled}
        onChange={(event) => change({ question: event.target.value })}
        onBlur={() => touch('question')}
        error={Boolean(questionError)}
        helperText={questionError ?? `${draft.question.length}/${POLL_QUESTION_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: POLL_QUESTION_MAX_LENGTH + 20 } }}
      />
      <Stack component="ol" spacing={1} aria-label="Poll options" sx={{ m: 0, p: 0 }}>
        {draft.options.map((option, index) => {
          const error = shown(`options[${index}]`, `option-${index}`);
          return (
            <Stack
              component="li"
              key={index}
              direction="row"
              spacing={0.5}
              sx={{ listStyle: 'none', alignItems: 'flex-start' }}
            >
              <TextField
                id={`${id}-poll-option-${index}`}
                label={`Option ${index + 1}`}
                size="small"
                fullWidth
                required
                value={option}
                disabled={disabled}
                onChange={(event) =>
                  change({
                    options: draft.options.map((item, at) =>
                      at === index ? event.target.value : item,
                    ),
                  })
                }
                onBlur={() => touch(`option-${index}`)}
                error={Boolean(error)}
                helperText={error ?? `${option.length}/${POLL_OPTION_MAX_LENGTH}`}
                slotProps={{ htmlInput: { maxLength: POLL_OPTION_MAX_LENGTH + 10 } }}
              />
              {draft.options.length > POLL_OPTIONS_MIN && (
                <Tooltip title="Remove option">
                  <IconButton
                    aria-label={`Remove option ${index + 1}`}
                    disabled={disabled}
                    onClick={() =>
                      change({ options: draft.options.filter((_, at) => at !== index) })
                    }
                    sx={{ mt: 0.25 }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          );
        })}
      </Stack>
      {optionsError && (
        <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
          {optionsError}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled || draft.options.length >= POLL_OPTIONS_MAX}
          onClick={() => change({ options: [...draft.options, ''] })}
        >
          Add option
        </Button>
      </Box>
      <TextField
        id={`${id}-poll-duration`}
        select
        label="Poll duration"
        size="small"
        value={draft.duration}
        disabled={disabled}
        onChange={(event) => change({ duration: event.target.value as PollDuration })}
        sx={{ maxWidth: 240 }}
      >
        {POLL_DURATIONS.map((duration) => (
          <MenuItem key={duration} value={duration}>
            {POLL_DURATION_LABELS[duration]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
