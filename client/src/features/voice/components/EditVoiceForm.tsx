import {
  Box,
  Button,
  Chip,
  FormControl,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import {
  HABIT_LEVELS,
  HOOK_STYLES,
  VOICE_LIST_LIMITS,
  VOICE_MESSAGES,
  VOICE_RANGES,
  type HabitLevel,
  type HookStyle,
} from '@postpilot/common';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { ChipsField } from '../../../shared/forms/ChipsField';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { fieldErrors } from '../../../shared/apollo/errors';
import { useToast } from '../../../shared/useToast';
import type { VoiceFieldsFragment } from '../../../gql/graphql';
import {
  formFieldOf,
  HOOK_STYLE_LABELS,
  toUpdateVoiceInput,
  voiceFormSchema,
  voiceFormValues,
  type VoiceFormValues,
} from '../voiceForm';
import type { useVoice } from '../useVoice';

const NUMBER_FIELDS = [
  { name: 'words', label: 'Words a post', range: VOICE_RANGES.words },
  { name: 'paragraphs', label: 'Paragraphs', range: VOICE_RANGES.paragraphs },
  { name: 'sentenceWords', label: 'Words a sentence', range: VOICE_RANGES.sentenceWords },
  { name: 'readingGrade', label: 'Reading grade', range: VOICE_RANGES.readingGrade },
] as const;

const HABIT_LABELS: Record<HabitLevel, string> = {
  never: 'Never',
  sometimes: 'Sometimes',
  often: 'Often',
};

/** The openings as chips to switch on and off; the order chosen is kept (most used first). */
function HookStylesField() {
  const [{ value }, meta, { setValue }] = useField<HookStyle[]>('hookStyles');
  const toggle = (style: HookStyle) =>
    void setValue(value.includes(style) ? value.filter((s) => s !== style) : [...value, style]);
  return (
    <FormControl component="fieldset" error={Boolean(meta.error)}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        How you open a post
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {HOOK_STYLES.map((style) => {
          const on = value.includes(style);
          return (
            <Chip
              key={style}
              label={HOOK_STYLE_LABELS[style]}
              clickable
              onClick={() => toggle(style)}
              aria-pressed={on}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              icon={on ? <CheckRoundedIcon /> : undefined}
            />
          );
        })}
      </Box>
      {meta.error && <FormHelperText>{String(meta.error)}</FormHelperText>}
    </FormControl>
  );
}

function EmojiHabitField() {
  const [{ value }, , { setValue }] = useField<HabitLevel>('emojis');
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Emojis
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_, next: HabitLevel | null) => next && void setValue(next)}
      >
        {HABIT_LEVELS.map((level) => (
          <ToggleButton key={level} value={level} sx={{ px: 2 }}>
            {HABIT_LABELS[level]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}

interface EditVoiceFormProps {
  profile: VoiceFieldsFragment['profile'];
  update: ReturnType<typeof useVoice>['update'];
  onDone: () => void;
}

/** Every field of the profile, saved together; a field left as learned follows learning. */
export function EditVoiceForm({ profile, update, onDone }: EditVoiceFormProps) {
  const toast = useToast();
  const onSubmit = async (values: VoiceFormValues, helpers: FormikHelpers<VoiceFormValues>) => {
    try {
      await update({ variables: { input: toUpdateVoiceInput(values) } });
      toast.success(VOICE_MESSAGES.updated);
      onDone();
    } catch (failure) {
      const errors: Record<string, string> = {};
      for (const { field, message } of fieldErrors(failure)) {
        errors[formFieldOf(field)] ??= message;
      }
      if (Object.keys(errors).length > 0) helpers.setErrors(errors);
      toast.error(failure, VOICE_MESSAGES.updateFailed);
    }
  };

  return (
    <Formik
      initialValues={voiceFormValues(profile)}
      validationSchema={voiceFormSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Stack component={Form} noValidate spacing={3} aria-label="Edit your voice">
          <Grid container spacing={2}>
            {NUMBER_FIELDS.map(({ name, label, range }) => (
              <Grid key={name} size={{ xs: 6, sm: 3 }}>
                <FormTextField
                  name={name}
                  label={label}
                  type="number"
                  fullWidth
                  helperText={`${range.min} to ${range.max}`}
                  slotProps={{ htmlInput: { min: range.min, max: range.max, step: 1 } }}
                />
              </Grid>
            ))}
          </Grid>
          <HookStylesField />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <EmojiHabitField />
            <Box sx={{ flex: 1 }}>
              <ChipsField
                name="favouriteEmojis"
                label="Favourite emojis"
                max={VOICE_LIST_LIMITS.favouriteEmojis}
                placeholder="🚀"
              />
            </Box>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Box sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}>
              <FormTextField name="hashtags" label="Hashtags a post" select fullWidth>
                {[0, 1, 2, 3, 4, 5].map((count) => (
                  <MenuItem key={count} value={count}>
                    {count === 0 ? 'None' : count}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
            <Box sx={{ flex: 1 }}>
              <ChipsField
                name="favouriteHashtags"
                label="Favourite hashtags"
                max={VOICE_LIST_LIMITS.favouriteHashtags}
                placeholder="Leadership"
                clean={(text) => text.trim().replace(/^#+/, '')}
                show={(tag) => `#${tag}`}
              />
            </Box>
          </Stack>
          <ChipsField
            name="themes"
            label="Themes you come back to"
            max={VOICE_LIST_LIMITS.themes}
            placeholder="remote teams"
          />
          <ChipsField
            name="avoid"
            label="Words and phrases to avoid"
            max={VOICE_LIST_LIMITS.avoid}
            placeholder="synergy"
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onDone} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save voice'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Formik>
  );
}
