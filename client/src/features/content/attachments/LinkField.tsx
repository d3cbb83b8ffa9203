import { useRef, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useMutation } from '@apollo/client/react';
import {
  ATTACHMENT_TITLE_MAX_LENGTH,
  LINK_DESCRIPTION_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  MEDIA_MESSAGES,
} from '@postpilot/common';
import { PreviewLinkDocument } from '../../../gql/graphql';
import { MediaThumb } from './MediaThumb';
import { errorMessage, fieldErrors } from '../../../shared/apollo/errors';
import { attachmentErrors, type AttachmentDraft } from './attachmentForm';
import { fileProblem, IMAGE_TYPES, useMediaUpload } from './useMediaUpload';
import type { AttachmentState } from './useAttachmentState';

type LinkDraft = Extract<AttachmentDraft, { kind: 'link' }>;

/** A link card: the address read by the server (Open Graph), then title, description and picture, all editable. */
export function LinkField({
  id,
  state,
  draft,
  disabled,
}: {
  id: string;
  state: AttachmentState;
  draft: LinkDraft;
  disabled: boolean;
}) {
  const [previewLink, previewState] = useMutation(PreviewLinkDocument);
  const upload = useMediaUpload();
  const input = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [readUrl, setReadUrl] = useState<string | null>(draft.url ? draft.url.trim() : null);
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const [thumbProblem, setThumbProblem] = useState<string | null>(null);

  const change = (changes: Partial<LinkDraft>) =>
    state.update((current) => (current?.kind === 'link' ? { ...current, ...changes } : current));
  const touch = (field: string) => setTouched((fields) => new Set(fields).add(field));
  const shown = (field: string) =>
    state.showAll || touched.has(field) ? state.errors[`link.${field}`] : undefined;

  /** Reads the page once per address, when the address can be one. */
  const read = async () => {
    const url = draft.url.trim();
    touch('url');
    if (!url || url === readUrl || attachmentErrors({ ...draft, title: 'x' })['link.url']) return;
    setReadUrl(url);
    setUrlProblem(null);
    try {
      const { data } = await previewLink({ variables: { url } });
      if (!data) return;
      const preview = data.previewLink;
      change({
        url: preview.url,
        title: preview.title.slice(0, ATTACHMENT_TITLE_MAX_LENGTH),
        description: (preview.description ?? '').slice(0, LINK_DESCRIPTION_MAX_LENGTH),
        thumbnail: preview.thumbnail ?? null,
      });
      setReadUrl(preview.url);
    } catch (failure) {
      const onUrl = fieldErrors(failure).find((error) => error.field.endsWith('url'));
      setUrlProblem(onUrl?.message ?? errorMessage(failure, MEDIA_MESSAGES.linkPreviewFailed));
    }
  };

  const chooseThumbnail = (file: File) => {
    const problem = fileProblem(file, 'image');
    setThumbProblem(problem ?? null);
    if (problem) return;
    const fileName = file.name;
    change({ thumbnailUpload: { fileName, progress: 0, error: null } });
    upload(file, (progress) =>
      change({ thumbnailUpload: { fileName, progress, error: null } }),
    ).then(
      (media) => change({ thumbnail: media, thumbnailUpload: null }),
      (failure: unknown) => {
        change({ thumbnailUpload: null });
        setThumbProblem(failure instanceof Error ? failure.message : MEDIA_MESSAGES.uploadFailed);
      },
    );
  };

  const urlError = urlProblem ?? shown('url');
  const titleError = shown('title');
  const descriptionError = shown('description');
  const uploadingThumb = draft.thumbnailUpload && !draft.thumbnailUpload.error;

  return (
    <Stack spacing={1.5}>
      <TextField
        id={`${id}-link-url`}
        label="Link"
        size="small"
        fullWidth
        required
        type="url"
        placeholder="https://"
        value={draft.url}
        disabled={disabled}
        onChange={(event) => {
          setUrlProblem(null);
          change({ url: event.target.value });
        }}
        onBlur={() => void read()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void read();
          }
        }}
        error={Boolean(urlError)}
        helperText={urlError ?? 'The card is read from the page; change anything you like.'}
        slotProps={{
          htmlInput: { maxLength: LINK_URL_MAX_LENGTH + 20 },
          input: {
            endAdornment: previewState.loading ? (
              <CircularProgress size={18} aria-label="Reading the page" />
            ) : undefined,
          },
        }}
      />
      <TextField
        id={`${id}-link-title`}
        label="Link title"
        size="small"
        fullWidth
        required
        value={draft.title}
        disabled={disabled}
        onChange={(event) => change({ title: event.target.value })}
        onBlur={() => touch('title')}
        error={Boolean(titleError)}
        helperText={titleError}
        slotProps={{ htmlInput: { maxLength: ATTACHMENT_TITLE_MAX_LENGTH + 20 } }}
      />
      <TextField
        id={`${id}-link-description`}
        label="Link description"
        size="small"
        fullWidth
        multiline
        maxRows={4}
        value={draft.description}
        disabled={disabled}
        onChange={(event) => change({ description: event.target.value })}
        onBlur={() => touch('description')}
        error={Boolean(descriptionError)}
        helperText={
          descriptionError ?? `${draft.description.length}/${LINK_DESCRIPTION_MAX_LENGTH}`
        }
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <MediaThumb
          src={draft.thumbnail?.url}
          alt="Link thumbnail"
          width={96}
          height={54}
          icon={<ImageOutlinedIcon sx={{ color: 'text.secondary' }} />}
        />
        <Box sx={{ minWidth: 0 }}>
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            aria-label="Choose a thumbnail"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) chooseThumbnail(file);
              event.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              disabled={disabled || Boolean(uploadingThumb)}
              onClick={() => input.current?.click()}
            >
              {draft.thumbnail ? 'Replace thumbnail' : 'Upload thumbnail'}
            </Button>
            {draft.thumbnail && (
              <Button
                size="small"
                color="error"
                disabled={disabled}
                onClick={() => change({ thumbnail: null })}
              >
                Remove thumbnail
              </Button>
            )}
          </Stack>
          {uploadingThumb && (
            <LinearProgress
              variant="determinate"
              value={Math.round((draft.thumbnailUpload?.progress ?? 0) * 100)}
              aria-label="Uploading the thumbnail"
            />
          )}
          {thumbProblem && (
            <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
              {thumbProblem}
            </Typography>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
