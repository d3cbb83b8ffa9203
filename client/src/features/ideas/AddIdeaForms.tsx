import { useMutation } from '@apollo/client/react';
import { Box, Button, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import {
  addIdeaSchema,
  IDEA_MESSAGES as IM,
  IDEA_NOTES_MAX_LENGTH,
  ideaUrlSchema,
} from '@postpilot/common';
import { AddIdeaDocument, AddIdeaFromUrlDocument } from '../../gql/graphql';
import { FormTextField } from '../../shared/forms/FormTextField';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { useToast } from '../../shared/useToast';

/** An idea written by hand: a title (Generate's topic) and notes (its key points). */
export function AddIdeaForm() {
  const toast = useToast();
  const [addIdea] = useMutation(AddIdeaDocument, { refetchQueries: ['Ideas'] });
  return (
    <Formik
      initialValues={{ title: '', notes: '' }}
      validationSchema={addIdeaSchema}
      onSubmit={async (values, helpers) => {
        try {
          await addIdea({ variables: { input: { title: values.title, notes: values.notes } } });
          toast.success(IM.ideaAdded);
          helpers.resetForm();
        } catch (failure) {
          helpers.setErrors(serverFieldErrors(failure, ['title', 'notes']));
          toast.error(failure, IM.addFailed);
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Stack component={Form} spacing={2} noValidate aria-label="Add an idea by hand">
          <FormTextField name="title" label="Idea" placeholder="What the post is about" fullWidth />
          <FormTextField
            name="notes"
            label="Notes (optional)"
            placeholder="What happened, what you learned, a number, an example: one a line"
            multiline
            minRows={2}
            fullWidth
            helperText={`${values.notes.length} / ${IDEA_NOTES_MAX_LENGTH.toLocaleString('en-US')}`}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              Add idea
            </Button>
          </Box>
        </Stack>
      )}
    </Formik>
  );
}

/** An idea from a page: its title and description, read by the server. */
export function AddIdeaFromUrlForm() {
  const toast = useToast();
  const [addFromUrl] = useMutation(AddIdeaFromUrlDocument, { refetchQueries: ['Ideas'] });
  return (
    <Formik
      initialValues={{ url: '' }}
      validationSchema={ideaUrlSchema}
      onSubmit={async (values, helpers) => {
        try {
          await addFromUrl({ variables: { url: values.url.trim() } });
          toast.success(IM.ideaAdded);
          helpers.resetForm();
        } catch (failure) {
          helpers.setErrors(serverFieldErrors(failure, ['url']));
          toast.error(failure, IM.addFailed);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Stack component={Form} spacing={2} noValidate aria-label="Add an idea from a page">
          <FormTextField
            name="url"
            label="Page address"
            placeholder="https://…"
            type="url"
            fullWidth
            helperText="Its title becomes the idea, its description the notes."
          />
          <Box>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Reading the page…' : 'Add from page'}
            </Button>
          </Box>
        </Stack>
      )}
    </Formik>
  );
}
