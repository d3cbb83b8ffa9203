import { memo, startTransition, useRef, useState } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  Chip,
  DialogActions,
  DialogContent,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import {
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_SLIDES_MAX,
  CAROUSEL_SLIDES_MIN,
} from '@postpilot/common';
import {
  CAROUSEL_PALETTES,
  carouselSchema,
  COLOR_PATTERN,
  type CarouselValues,
} from './carouselForm';

/** Shown under "Colours" in three narrow fields: the word alone, its name whole for assistive technology. */
const COLOR_FIELDS = [
  { name: 'accentColor', shown: 'Accent', label: 'Accent colour' },
  { name: 'backgroundColor', shown: 'Background', label: 'Background colour' },
  { name: 'textColor', shown: 'Text', label: 'Text colour' },
] as const;

/** A colour that can be drawn: the field's when it is one, else a neutral grey. */
const drawable = (value: string, fallback: string) =>
  COLOR_PATTERN.test(value) ? value : fallback;

/**
 * One slide drawn as the server renders it: square, the user's colours, counter and name. Drawn
 * again only when the form's values change, not as the form turns busy while the carousel is made.
 */
const SlidePreview = memo(function SlidePreview({
  values,
  index,
  authorName,
  small = false,
}: {
  values: CarouselValues;
  index: number;
  authorName: string;
  small?: boolean;
}) {
  const slide = values.slides[index];
  const accent = drawable(values.accentColor, '#0a66c2');
  const background = drawable(values.backgroundColor, '#ffffff');
  const text = drawable(values.textColor, '#1d2226');
  const last = index === values.slides.length - 1;
  return (
    <Box
      sx={{
        aspectRatio: '1 / 1',
        width: '100%',
        bgcolor: background,
        color: text,
        borderRadius: small ? 0.5 : 1.5,
        border: 1,
        borderColor: 'divider',
        p: small ? 0.75 : { xs: 2.5, sm: 3.5 },
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        containerType: 'inline-size',
      }}
    >
      {!small && (
        <Typography sx={{ color: accent, fontWeight: 700, fontSize: '4cqi' }}>
          {index + 1} / {values.slides.length}
        </Typography>
      )}
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          minHeight: 0,
        }}
      >
        <Typography
          component="p"
          sx={{
            color: accent,
            fontWeight: 800,
            lineHeight: 1.15,
            fontSize: index === 0 ? '9cqi' : '7.5cqi',
            overflowWrap: 'anywhere',
            mb: small ? 0 : '3cqi',
          }}
        >
          {slide?.title}
        </Typography>
        {!small && slide?.body && (
          <Typography
            component="p"
            sx={{
              fontSize: '4.6cqi',
              lineHeight: 1.4,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-wrap',
            }}
          >
            {slide.body}
          </Typography>
        )}
      </Box>
      {!small && (
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', fontSize: '3.6cqi', gap: 1 }}
        >
          <Typography sx={{ fontWeight: 700, fontSize: 'inherit', overflowWrap: 'anywhere' }}>
            {authorName}
          </Typography>
          <Typography sx={{ color: accent, fontSize: 'inherit', flexShrink: 0 }}>
            {last ? '' : 'Swipe →'}
          </Typography>
        </Stack>
      )}
    </Box>
  );
});

function CarouselForm({ authorName, making }: { authorName: string; making: boolean }) {
  const { values, errors, touched, setFieldValue, setFieldTouched, submitCount } =
    useFormikContext<CarouselValues>();
  const [current, setCurrent] = useState(0);
  const index = Math.min(current, values.slides.length - 1);
  const slideErrors = errors.slides as
    FormikErrors<{ title: string; body: string }>[] | string | undefined;
  const errorOf = (at: number, field: 'title' | 'body') =>
    Array.isArray(slideErrors) ? slideErrors[at]?.[field] : undefined;
  const show = (path: string) =>
    submitCount > 0 || Boolean((touched as Record<string, unknown>)[path]);
  const count = values.slides.length;

  const setSlides = (slides: CarouselValues['slides'], nextIndex: number) => {
    void setFieldValue('slides', slides);
    setCurrent(nextIndex);
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <Box sx={{ flex: '1 1 50%', minWidth: 0, maxWidth: { md: 440 } }}>
        <Box
          role="group"
          aria-roledescription="slide"
          aria-label={`Slide ${index + 1} of ${count}`}
        >
          <SlidePreview values={values} index={index} authorName={authorName} />
        </Box>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}
        >
          <IconButton
            aria-label="Previous slide"
            disabled={index === 0}
            onClick={() => setCurrent(index - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Slide {index + 1} of {count}
          </Typography>
          <IconButton
            aria-label="Next slide"
            disabled={index === count - 1}
            onClick={() => setCurrent(index + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Box
          role="list"
          aria-label="Slides"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
            gap: 0.75,
            mt: 1,
          }}
        >
          {values.slides.map((_, at) => (
            <Box key={at} role="listitem" sx={{ minWidth: 0 }}>
              <ButtonBase
                aria-label={`Show slide ${at + 1}`}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => setCurrent(at)}
                sx={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 0.75,
                  outline: at === index ? 2 : 0,
                  outlineColor: 'primary.main',
                  outlineStyle: 'solid',
                  outlineOffset: 1,
                  ...(errorOf(at, 'title') || errorOf(at, 'body')
                    ? { outlineColor: 'error.main', outline: 2, outlineStyle: 'solid' }
                    : {}),
                }}
              >
                <SlidePreview values={values} index={at} authorName={authorName} small />
              </ButtonBase>
            </Box>
          ))}
        </Box>
      </Box>
      <Stack spacing={2} sx={{ flex: '1 1 50%', minWidth: 0 }}>
        <TextField
          id="carousel-slide-title"
          label={`Slide ${index + 1} title`}
          size="small"
          fullWidth
          value={values.slides[index]?.title ?? ''}
          disabled={making}
          onChange={(event) => void setFieldValue(`slides[${index}].title`, event.target.value)}
          onBlur={() => void setFieldTouched(`slides[${index}].title`)}
          error={Boolean(errorOf(index, 'title'))}
          helperText={errorOf(index, 'title')}
        />
        <TextField
          id="carousel-slide-body"
          label={`Slide ${index + 1} text`}
          size="small"
          fullWidth
          multiline
          minRows={3}
          maxRows={8}
          value={values.slides[index]?.body ?? ''}
          disabled={making}
          onChange={(event) => void setFieldValue(`slides[${index}].body`, event.target.value)}
          error={Boolean(errorOf(index, 'body'))}
          helperText={
            errorOf(index, 'body') ??
            `${values.slides[index]?.body.length ?? 0}/${CAROUSEL_BODY_MAX_LENGTH}`
          }
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={making || count >= CAROUSEL_SLIDES_MAX}
            onClick={() => {
              const slides = [...values.slides];
              slides.splice(index + 1, 0, { title: '', body: '' });
              setSlides(slides, index + 1);
            }}
          >
            Add slide
          </Button>
          <Button
            size="small"
            color="error"
            disabled={making || count <= CAROUSEL_SLIDES_MIN}
            onClick={() =>
              setSlides(
                values.slides.filter((_, at) => at !== index),
                Math.max(0, index - 1),
              )
            }
          >
            Remove slide
          </Button>
          <Typography variant="caption" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
            {CAROUSEL_SLIDES_MIN} to {CAROUSEL_SLIDES_MAX} slides
          </Typography>
        </Stack>
        {typeof slideErrors === 'string' && (
          <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
            {slideErrors}
          </Typography>
        )}
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Colours
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', mb: 1.5 }}
            aria-label="Palettes"
            role="group"
          >
            {CAROUSEL_PALETTES.map((palette) => (
              <Chip
                key={palette.name}
                label={palette.name}
                variant="outlined"
                disabled={making}
                onClick={() => {
                  for (const [name, value] of Object.entries(palette.colors))
                    void setFieldValue(name, value);
                }}
                avatar={
                  <Box
                    aria-hidden
                    sx={{
                      borderRadius: '50%',
                      background: `linear-gradient(135deg, ${palette.colors.backgroundColor} 50%, ${palette.colors.accentColor} 50%)`,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                }
              />
            ))}
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
              gap: 1.5,
            }}
          >
            {COLOR_FIELDS.map(({ name, shown, label }) => {
              const error = show(name) ? errors[name] : undefined;
              return (
                <TextField
                  key={name}
                  id={`carousel-${name}`}
                  label={shown}
                  size="small"
                  value={values[name]}
                  disabled={making}
                  onChange={(event) => void setFieldValue(name, event.target.value.trim())}
                  onBlur={() => void setFieldTouched(name)}
                  error={Boolean(error)}
                  helperText={error ?? '#rrggbb'}
                  slotProps={{
                    htmlInput: { 'aria-label': label },
                    input: {
                      startAdornment: (
                        <Box
                          aria-hidden
                          sx={{
                            width: 18,
                            height: 18,
                            mr: 1,
                            borderRadius: 0.5,
                            border: 1,
                            borderColor: 'divider',
                            bgcolor: drawable(values[name], 'transparent'),
                            flexShrink: 0,
                          }}
                        />
                      ),
                    },
                  }}
                />
              );
            })}
          </Box>
        </Box>
        <TextField
          id="carousel-title"
          label="Document title"
          size="small"
          fullWidth
          value={values.title}
          disabled={making}
          onChange={(event) => void setFieldValue('title', event.target.value)}
          onBlur={() => void setFieldTouched('title')}
          error={show('title') && Boolean(errors.title)}
          helperText={(show('title') && errors.title) || 'LinkedIn shows it above the slides.'}
        />
      </Stack>
    </Stack>
  );
}

/** What the editor asks of the dialog: the carousel made from the slides, errors shown. */
export type MakeCarousel = (
  values: CarouselValues,
  helpers: Pick<FormikHelpers<CarouselValues>, 'setErrors' | 'setTouched'>,
) => Promise<void>;

/**
 * The drafted slides edited, previewed and made into a carousel ("Attach"), in the carousel
 * maker's dialog. Drawn again only when its own props change: not as the dialog closes.
 */
export const CarouselEditor = memo(function CarouselEditor({
  initial,
  authorName,
  make,
  onCancel,
}: {
  initial: CarouselValues;
  authorName: string;
  make: MakeCarousel;
  onCancel: () => void;
}) {
  // A carousel on its way, before the form is drawn as busy: a second press sends nothing.
  const sending = useRef(false);
  return (
    <Formik<CarouselValues>
      initialValues={initial}
      validationSchema={carouselSchema}
      onSubmit={(values, helpers) => make(values, helpers)}
    >
      {({ submitForm, isSubmitting, values, setSubmitting, ...helpers }) => (
        <>
          <DialogContent dividers>
            <CarouselForm authorName={authorName} making={isSubmitting} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={isSubmitting}
              onClick={() => {
                if (sending.current) return;
                // Formik's submission (every field marked touched, then checked) is for
                // showing what is wrong. Slides that pass the form's checks are sent at once:
                // the form is drawn again as busy in a transition, after the request leaves.
                if (!carouselSchema.isValidSync(values)) return void submitForm();
                sending.current = true;
                startTransition(() => {
                  setSubmitting(true);
                  void make(values, helpers).finally(() => {
                    sending.current = false;
                    setSubmitting(false);
                  });
                });
              }}
            >
              {isSubmitting ? 'Making the PDF...' : 'Attach'}
            </Button>
          </DialogActions>
        </>
      )}
    </Formik>
  );
});
