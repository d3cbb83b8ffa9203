import { Alert, Button } from '@mui/material';
import { useFormikContext } from 'formik';

/**
 * Above Generate's settings when the form was filled from an idea: which one, and a way to write
 * without it (the idea then stays unused).
 */
export function IdeaInUse({ title }: { title: string | null }) {
  const { values, setFieldValue } = useFormikContext<{ ideaId: string }>();
  if (!values.ideaId || !title) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => void setFieldValue('ideaId', '')}>
          Write without it
        </Button>
      }
    >
      Writing from your idea “{title}”. It is marked used once the post is written.
    </Alert>
  );
}
