import { useRef, useState } from 'react';
import { Box, Stack } from '@mui/material';
import { PageShell } from '../../shared/layout/PageShell';
import { useMutation } from '@apollo/client/react';
import { ERRORS, generateContentSchema, SUCCESS } from '@postpilot/common';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { LoadingView } from '../../shared/layout/LoadingView';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../../shared/useToast';
import { GenerateContentDocument } from '../../gql/graphql';
import { ApprovalInbox } from './components/ApprovalInbox';
import { GeneratedPostCard, type Generated } from './components/GeneratedPostCard';
import { GenerationSettingsCard } from './components/GenerationSettingsCard';
import { YourPostsCard } from './components/YourPostsCard';
import { IdeaBankCard } from '../ideas/IdeaBankCard';
import { IdeaInUse } from '../ideas/IdeaInUse';
import type { IdeaItemFragment } from '../../gql/graphql';
import {
  initialGenerationValues,
  nextVariant,
  toGenerateInput,
  type GenerationValues,
} from './contentForm';

const SETTINGS_FIELDS = Object.keys(initialGenerationValues);

/**
 * The Content page: generation settings and Generate, the generated post to edit, preview and
 * save (or regenerate), and the user's posts with their actions.
 */
export function ContentPage() {
  const { user } = useSession();
  const toast = useToast();
  const [generated, setGenerated] = useState<Generated | null>(null);
  // The settings and take of the last generation: the same settings again ask for the next take.
  const lastTake = useRef<{ key: string; variant: number } | null>(null);
  const [generateContent] = useMutation(GenerateContentDocument);
  const form = useRef<FormikProps<GenerationValues>>(null);
  const [ideaTitle, setIdeaTitle] = useState<string | null>(null);

  if (!user) return <LoadingView />;

  /** "Write a post" on an idea: Generate takes its title as topic and its notes as key points. */
  const writeFrom = (idea: IdeaItemFragment) => {
    const current = form.current;
    if (!current) return;
    void current.setFieldValue('topic', idea.title);
    void current.setFieldValue('keyPoints', idea.notes);
    void current.setFieldValue('ideaId', idea.id);
    setIdeaTitle(idea.title);
    const topic = document.getElementById('topic');
    topic?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    topic?.focus({ preventScroll: true });
  };

  const onSubmit = async (values: GenerationValues, helpers: FormikHelpers<GenerationValues>) => {
    const take = nextVariant(lastTake.current, values);
    try {
      const { data } = await generateContent({
        variables: { input: toGenerateInput(values, take.variant) },
        // The idea it was written from is used now.
        refetchQueries: values.ideaId ? ['Ideas'] : [],
      });
      if (!data) throw new Error(ERRORS.generate);
      lastTake.current = take;
      // The tone it was written in goes with the post when saved, even if the form changes.
      setGenerated({
        content: data.generateContent.content,
        provider: data.generateContent.provider,
        writer: data.generateContent.writer,
        tone: values.tone,
      });
      toast.success(SUCCESS.generated);
    } catch (failure) {
      helpers.setErrors(serverFieldErrors(failure, SETTINGS_FIELDS));
      toast.error(failure, ERRORS.generate);
    }
  };

  return (
    <PageShell
      title="Content"
      subtitle="Generate LinkedIn posts in your voice, polish them, and keep track of every post."
    >
      <ApprovalInbox sx={{ mb: 3 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 6fr)' },
        }}
      >
        <Formik
          innerRef={form}
          initialValues={initialGenerationValues}
          validationSchema={generateContentSchema}
          onSubmit={onSubmit}
        >
          {({ submitForm, isSubmitting }) => (
            <Stack spacing={3} sx={{ minWidth: 0 }}>
              <IdeaInUse title={ideaTitle} />
              <GenerationSettingsCard />
              {generated && (
                <GeneratedPostCard
                  user={user}
                  generated={generated}
                  onChange={(content) => setGenerated({ ...generated, content })}
                  onSaved={() => setGenerated(null)}
                  onRegenerate={() => void submitForm()}
                  generating={isSubmitting}
                />
              )}
              <IdeaBankCard onWrite={writeFrom} />
            </Stack>
          )}
        </Formik>
        <Box sx={{ minWidth: 0 }}>
          <YourPostsCard />
        </Box>
      </Box>
    </PageShell>
  );
}
