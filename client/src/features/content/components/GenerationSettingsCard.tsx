import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import {
  CUSTOM_PROMPT_MAX_LENGTH,
  KEY_POINTS_MAX_LENGTH,
  LENGTH_LABELS,
  LENGTHS,
  TONES,
} from '@postpilot/common';
import { useQuery } from '@apollo/client/react';
import { Form, useField, useFormikContext } from 'formik';
import { WriterDocument } from '../../../gql/graphql';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { BUILT_IN_WRITER_NOTE, TONE_LABELS, type GenerationValues } from '../contentForm';
import { numberFormat } from '../../../shared/format/display';

function FormSwitch({ name, label }: { name: keyof GenerationValues; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <FormControlLabel
      control={<Switch {...field} checked={Boolean(field.checked)} />}
      label={label}
      sx={{ mr: 3 }}
    />
  );
}

const countOf = (text: string, max: number) =>
  `${numberFormat().format(text.length)} / ${numberFormat().format(max)}`;

/** The generation settings and the Generate action; the form itself is ContentPage's. */
export function GenerationSettingsCard() {
  const { values, isSubmitting } = useFormikContext<GenerationValues>();
  // Whether posts come out in the user's language; asked on mount, as Settings may change it.
  const { data: writer } = useQuery(WriterDocument, { fetchPolicy: 'cache-and-network' });
  const notice = writer?.writer.notice;
  const builtIn = writer?.writer.source === 'builtin';
  return (
    <Card component="section" aria-labelledby="generation-settings">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Typography id="generation-settings" variant="h6" component="h2">
          Generation Settings
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
          Postpilot writes in your voice from your onboarding answers and these settings.
        </Typography>
        {notice && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {notice}
          </Alert>
        )}
        {builtIn && (
          <Typography variant="body2" sx={{ mb: 3 }}>
            {BUILT_IN_WRITER_NOTE}
          </Typography>
        )}
        <Form noValidate aria-label="Generation settings">
          <Stack spacing={2.5}>
            <FormTextField
              name="topic"
              label="Topic"
              placeholder="What do you want to post about?"
              helperText="Optional. Left empty, Postpilot picks one of your niches."
            />
            <FormTextField
              name="keyPoints"
              label="Key points"
              placeholder="One point a line: what happened, what you learned, a number, an example"
              multiline
              minRows={3}
              helperText={`Optional. ${countOf(values.keyPoints, KEY_POINTS_MAX_LENGTH)}`}
            />
            <Box
              sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormTextField name="tone" label="Tone" select>
                {TONES.map((tone) => (
                  <MenuItem key={tone} value={tone}>
                    {TONE_LABELS[tone]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField name="length" label="Length" select>
                {LENGTHS.map((length) => (
                  <MenuItem key={length} value={length}>
                    {LENGTH_LABELS[length]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
              <FormSwitch name="includeHashtags" label="Include hashtags" />
              <FormSwitch name="includeEmojis" label="Include emojis" />
            </Box>
            <FormTextField
              name="customPrompt"
              label="Custom instructions"
              placeholder="e.g. Mention our spring product launch and end with a question."
              multiline
              minRows={3}
              helperText={`Optional. ${countOf(values.customPrompt, CUSTOM_PROMPT_MAX_LENGTH)}`}
            />
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 3, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'flex-end' }}
          >
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<AutoAwesomeOutlinedIcon />}
              disabled={isSubmitting}
            >
              {isSubmitting ? 'Generating...' : 'Generate Content'}
            </Button>
          </Stack>
          {isSubmitting && (
            <Box role="status" aria-label="Generating your post" sx={{ mt: 2.5 }}>
              <LinearProgress aria-label="Generating" />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                Writing your post. This can take a moment; you can keep working on your posts
                meanwhile.
              </Typography>
            </Box>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
