import { useRef, useState } from 'react';
import { Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import { ATTACHMENT_TITLE_MAX_LENGTH, MEDIA_MESSAGES } from '@postpilot/common';
import { countOf, withoutExtension, type AttachmentDraft } from './attachmentForm';
import { DOCUMENT_TYPES, fileProblem, useMediaUpload } from './useMediaUpload';
import type { AttachmentState } from './useAttachmentState';
import { MediaThumb } from './MediaThumb';

type DocumentDraft = Extract<AttachmentDraft, { kind: 'document' }>;

/** One PDF (up to 100 MB, 300 pages) shown on LinkedIn as slides, with its title; or a carousel made here. */
export function DocumentField({
  id,
  state,
  draft,
  disabled,
  onMakeCarousel,
}: {
  id: string;
  state: AttachmentState;
  draft: DocumentDraft;
  disabled: boolean;
  /** Opens the carousel maker; absent where the post has no text to make one from. */
  onMakeCarousel?: () => void;
}) {
  const upload = useMediaUpload();
  const input = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const change = (changes: Partial<DocumentDraft>) =>
    state.update((current) =>
      current?.kind === 'document' ? { ...current, ...changes } : current,
    );

  const choose = (file: File) => {
    const problem = fileProblem(file, 'document');
    setRefused(problem ?? null);
    if (problem) return;
    const fileName = file.name;
    change({
      media: null,
      upload: { fileName, progress: 0, error: null },
      // The file's name is the title until the user gives another.
      ...(draft.title.trim() && draft.media ? {} : { title: withoutExtension(fileName) }),
    });
    upload(file, (progress) => change({ upload: { fileName, progress, error: null } })).then(
      (media) => change({ media, upload: null }),
      (failure: unknown) =>
        change({
          upload: {
            fileName,
            progress: 0,
            error: failure instanceof Error ? failure.message : MEDIA_MESSAGES.uploadFailed,
          },
        }),
    );
  };

  const titleError = state.showAll || touched ? state.errors['document.title'] : undefined;
  const fileError =
    refused ??
    draft.upload?.error ??
    (state.showAll && !draft.upload ? state.errors['document.mediaId'] : undefined);
  const pending = draft.upload && !draft.upload.error;
  const name = draft.media?.fileName ?? draft.upload?.fileName;

  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_TYPES.join(',')}
        hidden
        aria-label="Choose a PDF"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) choose(file);
          event.target.value = '';
        }}
      />
      {name && (
        <Stack
          direction="row"
          spacing={1.5}
          aria-label="Document file"
          role="group"
          sx={{
            alignItems: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            p: 1.25,
            mb: 1.5,
          }}
        >
          <MediaThumb
            src={draft.media?.pageImages[0]}
            alt="First page"
            width={72}
            height={72}
            icon={<DescriptionOutlinedIcon sx={{ color: 'text.secondary', fontSize: 36 }} />}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {draft.media?.pages ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {countOf(draft.media.pages, 'page')}
              </Typography>
            ) : null}
            {pending && (
              <LinearProgress
                variant="determinate"
                value={Math.round((draft.upload?.progress ?? 0) * 100)}
                aria-label={`Uploading ${name}`}
                sx={{ mt: 0.75 }}
              />
            )}
          </Box>
        </Stack>
      )}
      {fileError && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', mb: 1 }}>
          {fileError}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          disabled={disabled || Boolean(pending)}
          onClick={() => input.current?.click()}
        >
          {name ? 'Choose another PDF' : 'Choose a PDF'}
        </Button>
        {onMakeCarousel && (
          <Button
            size="small"
            startIcon={<ViewCarouselOutlinedIcon />}
            disabled={disabled || Boolean(pending)}
            onClick={onMakeCarousel}
          >
            Make a carousel
          </Button>
        )}
      </Stack>
      <TextField
        id={`${id}-document-title`}
        label="Document title"
        size="small"
        fullWidth
        required
        value={draft.title}
        disabled={disabled}
        onChange={(event) => change({ title: event.target.value })}
        onBlur={() => setTouched(true)}
        error={Boolean(titleError)}
        helperText={titleError ?? 'LinkedIn shows it above the pages. Up to 200 characters.'}
        slotProps={{ htmlInput: { maxLength: ATTACHMENT_TITLE_MAX_LENGTH + 20 } }}
      />
    </Box>
  );
}
