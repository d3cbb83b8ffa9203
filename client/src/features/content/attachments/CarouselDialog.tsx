import { useMemo } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ApolloClient } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormikErrors } from 'formik';
import { draftCarouselSchema, MEDIA_MESSAGES } from '@postpilot/common';
import {
  DraftCarouselDocument,
  MakeCarouselDocument,
  type MediaViewFragment,
} from '../../../gql/graphql';
import { errorMessage, fieldErrors } from '../../../shared/apollo/errors';
import { useStableCallback } from '../../../shared/hooks/useStableCallback';
import { useToast } from '../../../shared/useToast';
import {
  CAROUSEL_PALETTES,
  carouselInput,
  carouselTitleOf,
  type CarouselValues,
} from './carouselForm';
import { normalizeFieldPath } from './attachmentForm';
import { CarouselEditor, type MakeCarousel } from './CarouselEditor';

/**
 * Drafting is the same for the same text, so the dialog opened while the draft asked ahead is
 * on its way waits for that answer instead of asking again (the client asks anew by default).
 */
const SAME_DRAFT = { queryDeduplication: true };

/**
 * Slides drafted from `content` ahead of "Make a carousel", kept in Apollo's cache where the
 * dialog reads them first, so it opens on them. Called when a document is chosen: the drafting
 * (and the server's first carousel after a quiet spell) runs while the person reaches for the
 * button. A failure shows nothing here; the dialog asks again and shows it.
 */
export function prefetchCarouselDraft(client: ApolloClient, content: string): void {
  // Text the server would refuse is left to the dialog, which shows why.
  if (!draftCarouselSchema.isValidSync({ content })) return;
  const text = content.trim();
  client
    .query({ query: DraftCarouselDocument, variables: { content: text }, context: SAME_DRAFT })
    .catch(() => undefined);
}

/**
 * The carousel maker: slides drafted from the post's text, each editable and previewed as a
 * square slide in the chosen colours, then made into a PDF by the server and attached.
 */
export function CarouselDialog({
  open = true,
  content,
  authorName,
  onClose,
  onClosed,
  onAttach,
}: {
  /** False: the dialog fades out, then `onClosed` is called. */
  open?: boolean;
  /** The post's text the slides are drafted from. */
  content: string;
  authorName: string;
  onClose: () => void;
  onClosed?: () => void;
  onAttach: (media: MediaViewFragment, title: string) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const draft = useQuery(DraftCarouselDocument, {
    // The same text always drafts the same slides: one drafted ahead is used as it is.
    variables: { content: content.trim() },
    context: SAME_DRAFT,
  });
  // The made document is handed to the attachment, not kept in the cache: writing it there would
  // have every list on the page checked again before the dialog closes.
  const [makeCarousel, making] = useMutation(MakeCarouselDocument, { fetchPolicy: 'no-cache' });

  /** The carousel made and attached; the server's field messages shown on their fields. */
  const make = useStableCallback<Parameters<MakeCarousel>, ReturnType<MakeCarousel>>(
    async (values, helpers) => {
      const input = carouselInput(values);
      try {
        const { data } = await makeCarousel({ variables: { input } });
        if (!data) return;
        toast.success(MEDIA_MESSAGES.carouselMade);
        onAttach(data.makeCarousel, input.title);
      } catch (failure) {
        const found: Record<string, string> = {};
        for (const { field, message } of fieldErrors(failure))
          found[normalizeFieldPath(field)] ??= message;
        if (Object.keys(found).length) {
          // Slide messages by path (slides[2].title) become Formik's nested errors.
          const errors: FormikErrors<CarouselValues> & { slides?: unknown } = {};
          const slides: Record<number, Record<string, string>> = {};
          for (const [path, message] of Object.entries(found)) {
            const slide = /^slides\[(\d+)\]\.(title|body)$/.exec(path);
            if (slide) (slides[Number(slide[1])] ??= {})[slide[2]!] = message;
            else (errors as Record<string, unknown>)[path] = message;
          }
          if (Object.keys(slides).length) {
            errors.slides = values.slides.map(
              (_, at) => slides[at],
            ) as FormikErrors<CarouselValues>['slides'];
          }
          // Shown on their fields whether or not they were touched (slides' always are).
          void helpers.setTouched(
            Object.fromEntries(
              Object.keys(errors)
                .filter((name) => name !== 'slides')
                .map((name) => [name, true]),
            ),
            false,
          );
          helpers.setErrors(errors);
        }
        toast.error(failure, MEDIA_MESSAGES.carouselMakeFailed);
      }
    },
  );
  const cancel = useStableCallback(onClose);

  const drafted = draft.data?.draftCarousel;
  const initial = useMemo<CarouselValues | null>(
    () =>
      drafted
        ? {
            title: carouselTitleOf(content) || 'Carousel',
            slides: drafted.map(({ title, body }) => ({ title, body })),
            ...CAROUSEL_PALETTES[0]!.colors,
          }
        : null,
    [drafted, content],
  );

  return (
    <Dialog
      open={open}
      onClose={making.loading ? undefined : onClose}
      slotProps={{ transition: { onExited: onClosed } }}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="carousel-dialog-title"
    >
      <DialogTitle id="carousel-dialog-title">Make a carousel</DialogTitle>
      {!initial ? (
        <>
          <DialogContent>
            {draft.error ? (
              <Alert
                severity="error"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => void draft.refetch().catch(() => {})}
                  >
                    Retry
                  </Button>
                }
              >
                {errorMessage(draft.error, MEDIA_MESSAGES.carouselDraftFailed)}
              </Alert>
            ) : (
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}
              >
                <CircularProgress size={20} />
                <Typography>Drafting slides from your post...</Typography>
              </Stack>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      ) : (
        <CarouselEditor initial={initial} authorName={authorName} make={make} onCancel={cancel} />
      )}
    </Dialog>
  );
}
