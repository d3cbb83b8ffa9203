import { useRef, useState, type DragEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { ALT_TEXT_MAX_LENGTH, IMAGES_MAX, MEDIA_MESSAGES } from '@postpilot/common';
import { countOf, suggestAltText, type AttachmentDraft, type ImageDraft } from './attachmentForm';
import { fileProblem, IMAGE_TYPES, useMediaUpload } from './useMediaUpload';
import type { AttachmentState } from './useAttachmentState';
import { filePreviewUrl } from './filePreview';
import { MediaThumb } from './MediaThumb';

type ImagesDraft = Extract<AttachmentDraft, { kind: 'images' }>;

let nextKey = 0;

/** The images of a post: chosen or dropped (up to 20), uploaded at once, ordered, each described. */
export function ImagesField({
  id,
  state,
  draft,
  content,
  disabled,
}: {
  id: string;
  state: AttachmentState;
  draft: ImagesDraft;
  /** The post's text, where alt text suggestions come from. */
  content: string;
  disabled: boolean;
}) {
  const upload = useMediaUpload();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [dragging, setDragging] = useState(false);

  const changeImages = (change: (images: ImageDraft[]) => ImageDraft[]) =>
    state.update((current) =>
      current?.kind === 'images' ? { ...current, images: change(current.images) } : current,
    );
  const changeImage = (key: string, change: Partial<ImageDraft>) =>
    changeImages((images) =>
      images.map((image) => (image.key === key ? { ...image, ...change } : image)),
    );

  const start = (file: File, key: string) => {
    changeImage(key, { upload: { fileName: file.name, progress: 0, error: null } });
    upload(file, (progress) =>
      changeImage(key, { upload: { fileName: file.name, progress, error: null } }),
    ).then(
      (media) => changeImage(key, { media, upload: null, previewUrl: media.url }),
      (failure: unknown) =>
        changeImage(key, {
          upload: {
            fileName: file.name,
            progress: 0,
            error: failure instanceof Error ? failure.message : MEDIA_MESSAGES.uploadFailed,
          },
        }),
    );
  };

  const add = (files: File[]) => {
    setNotice(null);
    const room = IMAGES_MAX - draft.images.length;
    const refused = files.map((file) => fileProblem(file, 'image')).find(Boolean);
    const accepted = files.filter((file) => !fileProblem(file, 'image'));
    const taken = accepted.slice(0, Math.max(0, room));
    if (accepted.length > taken.length) setNotice(MEDIA_MESSAGES.imagesTooMany(taken.length));
    else if (refused) setNotice(refused);
    const added = taken.map((file) => ({ file, key: `image-${++nextKey}` }));
    changeImages((images) => [
      ...images,
      ...added.map(({ file, key }) => ({
        key,
        fileName: file.name,
        previewUrl: filePreviewUrl(file),
        media: null,
        upload: { fileName: file.name, progress: 0, error: null },
        altText: '',
      })),
    ]);
    added.forEach(({ file, key }) => start(file, key));
  };

  const move = (index: number, by: -1 | 1) =>
    changeImages((images) => {
      const next = [...images];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  const count = draft.images.length;
  const countError = state.showAll ? state.errors.images : undefined;

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : undefined,
          borderRadius: 2,
          p: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
        }}
      >
        <input
          ref={input}
          id={`${id}-images-input`}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          hidden
          aria-label="Choose images"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={disabled || count >= IMAGES_MAX}
          onClick={() => input.current?.click()}
        >
          {count ? 'Add more images' : 'Choose images'}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          or drop them here · JPEG, PNG or GIF, up to {IMAGES_MAX} ({countOf(count, 'image')} now)
        </Typography>
      </Box>
      {notice && (
        <Alert severity="warning" sx={{ mt: 1 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {countError && (
        <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
          {countError}
        </Typography>
      )}
      <Stack component="ol" spacing={1.5} aria-label="Images" sx={{ m: 0, mt: 1.5, p: 0 }}>
        {draft.images.map((image, index) => {
          const n = index + 1;
          const altPath = `images[${index}].altText`;
          const altError =
            state.showAll || touched.has(image.key) ? state.errors[altPath] : undefined;
          const pending = image.upload && !image.upload.error;
          return (
            <Box
              component="li"
              key={image.key}
              aria-label={`Image ${n} of ${count}`}
              sx={{
                listStyle: 'none',
                display: 'flex',
                gap: 1.5,
                flexDirection: { xs: 'column', sm: 'row' },
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 1.25,
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
                <MediaThumb
                  src={image.previewUrl}
                  alt={image.altText || image.fileName}
                  width={96}
                  height={96}
                />
                <Stack spacing={0.25}>
                  <Tooltip title="Move earlier">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Move image ${n} earlier`}
                        disabled={disabled || index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Move later">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Move image ${n} later`}
                        disabled={disabled || index === count - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Remove">
                    <IconButton
                      size="small"
                      aria-label={`Remove image ${n}`}
                      disabled={disabled}
                      onClick={() =>
                        changeImages((images) => images.filter((item) => item.key !== image.key))
                      }
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Stack>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  variant="caption"
                  component="p"
                  sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mb: 0.75 }}
                >
                  {image.fileName}
                </Typography>
                {pending && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round((image.upload?.progress ?? 0) * 100)}
                    aria-label={`Uploading ${image.fileName}`}
                    sx={{ mb: 1 }}
                  />
                )}
                {image.upload?.error && (
                  <Typography variant="body2" role="alert" sx={{ color: 'error.main', mb: 1 }}>
                    {image.upload.error}
                  </Typography>
                )}
                <TextField
                  id={`${id}-alt-${image.key}`}
                  label={`Alt text for image ${n}`}
                  size="small"
                  fullWidth
                  multiline
                  maxRows={4}
                  required
                  value={image.altText}
                  disabled={disabled}
                  onChange={(event) => changeImage(image.key, { altText: event.target.value })}
                  onBlur={() => setTouched((keys) => new Set(keys).add(image.key))}
                  error={Boolean(altError)}
                  slotProps={{ htmlInput: { maxLength: ALT_TEXT_MAX_LENGTH + 50 } }}
                  helperText={
                    <Box
                      component="span"
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
                    >
                      <span>{altError ?? 'Describes the image for people who cannot see it.'}</span>
                      <span>
                        {image.altText.length}/{ALT_TEXT_MAX_LENGTH}
                      </span>
                    </Box>
                  }
                />
                <Button
                  size="small"
                  startIcon={<AutoAwesomeOutlinedIcon />}
                  disabled={disabled || !content.trim()}
                  aria-label={`Suggest alt text for image ${n}`}
                  onClick={() =>
                    changeImage(image.key, {
                      altText: suggestAltText(content, image.fileName, index),
                    })
                  }
                  sx={{ mt: 0.5 }}
                >
                  Suggest
                </Button>
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
