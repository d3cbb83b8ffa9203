import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { AI_CONNECTION_MESSAGES as AM, aiConnectionSchema } from '@postpilot/common';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { serverFieldErrors } from '../../../shared/forms/serverFieldErrors';
import { useToast } from '../../../shared/useToast';
import {
  AiWriterDocument,
  SaveAiConnectionDocument,
  TestAiConnectionDocument,
  WriterDocument,
  type AiConnectionFieldsFragment,
  type TestAiConnectionMutation,
} from '../../../gql/graphql';
import {
  AI_BASE_URL_EXAMPLES,
  aiConnectionValuesOf,
  storedKeyPlaceholder,
  toAiConnectionInput,
  type AiConnectionFormValues,
} from '../aiConnectionForm';

const FIELDS = ['baseUrl', 'model', 'apiKey'] as const;

type TestResult = TestAiConnectionMutation['testAiConnection'];

interface AiConnectionFormProps {
  connection: AiConnectionFieldsFragment | null;
  /** Asks to forget the saved connection; absent when there is none. */
  onDisconnect?: () => void;
}

/** The endpoint, model and key; Test connection asks the endpoint, Save connection keeps it. */
export function AiConnectionForm({ connection, onDisconnect }: AiConnectionFormProps) {
  const toast = useToast();
  const [result, setResult] = useState<TestResult | null>(null);
  const [testing, setTesting] = useState(false);
  const [saveAiConnection] = useMutation(SaveAiConnectionDocument, {
    refetchQueries: [AiWriterDocument, WriterDocument],
    awaitRefetchQueries: true,
  });
  const [testAiConnection] = useMutation(TestAiConnectionDocument);

  const onSubmit = async (
    values: AiConnectionFormValues,
    helpers: FormikHelpers<AiConnectionFormValues>,
  ) => {
    try {
      await saveAiConnection({ variables: { input: toAiConnectionInput(values) } });
      toast.success(AM.saved);
    } catch (failure) {
      const errors = serverFieldErrors(failure, FIELDS);
      if (Object.keys(errors).length > 0) helpers.setErrors(errors);
      else toast.error(failure, AM.saveFailed);
    }
  };

  /** Checks the fields as saving would, then asks the endpoint with what the form holds. */
  const test = async (form: FormikProps<AiConnectionFormValues>) => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      void form.setTouched({ baseUrl: true, model: true, apiKey: true });
      return;
    }
    setTesting(true);
    setResult(null);
    try {
      const { data } = await testAiConnection({
        variables: { input: toAiConnectionInput(form.values) },
      });
      if (!data) throw new Error(AM.testFailed);
      setResult(data.testAiConnection);
    } catch (failure) {
      const fieldErrors = serverFieldErrors(failure, FIELDS);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else toast.error(failure, AM.testFailed);
    } finally {
      setTesting(false);
    }
  };

  const examples = AI_BASE_URL_EXAMPLES.map(({ name, url }) => `${name} ${url}`).join(' · ');
  return (
    <Formik
      initialValues={aiConnectionValuesOf(connection)}
      validationSchema={aiConnectionSchema}
      onSubmit={onSubmit}
    >
      {(form) => (
        <Stack component={Form} noValidate spacing={2.5} aria-label="AI connection">
          <FormTextField
            name="baseUrl"
            label="Base URL"
            placeholder="https://api.openai.com/v1"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            required
            helperText={`The API root of an OpenAI-compatible service. For example: ${examples}`}
            onChange={(event) => {
              setResult(null);
              form.handleChange(event);
            }}
          />
          <FormTextField
            name="model"
            label="Model"
            placeholder="gpt-4o-mini"
            autoComplete="off"
            spellCheck={false}
            required
            helperText="As the service names it, such as gpt-4o-mini, llama3.1 or mistralai/mistral-small."
            onChange={(event) => {
              setResult(null);
              form.handleChange(event);
            }}
          />
          <Box>
            <PasswordField
              name="apiKey"
              label="API key"
              autoComplete="new-password"
              disabled={form.values.removeKey}
              placeholder={storedKeyPlaceholder(connection)}
              slotProps={{ inputLabel: connection?.hasApiKey ? { shrink: true } : undefined }}
              helperText={
                connection?.hasApiKey
                  ? `Leave it empty to keep the stored key${connection.apiKeyLastFour ? ` (ending ${connection.apiKeyLastFour})` : ''}, or enter a new one. Stored encrypted, never shown again.`
                  : 'Stored encrypted and never shown again. A local Ollama needs none.'
              }
              fullWidth
            />
            {connection?.hasApiKey && (
              <FormControlLabel
                sx={{ mt: 0.5 }}
                control={
                  <Checkbox
                    name="removeKey"
                    checked={form.values.removeKey}
                    onChange={(event) => void form.setFieldValue('removeKey', event.target.checked)}
                  />
                }
                label="Remove the stored key (for an endpoint without keys)"
              />
            )}
          </Box>
          {result && (
            <Alert severity={result.ok ? 'success' : 'error'} role="status">
              {result.message}
            </Alert>
          )}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Box>
              {onDisconnect && (
                <Button
                  variant="text"
                  color="error"
                  onClick={onDisconnect}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  Disconnect
                </Button>
              )}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                variant="outlined"
                onClick={() => void test(form)}
                disabled={testing || form.isSubmitting}
              >
                {testing ? 'Testing...' : 'Test connection'}
              </Button>
              <Button type="submit" variant="contained" disabled={form.isSubmitting || testing}>
                {form.isSubmitting ? 'Saving...' : 'Save connection'}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      )}
    </Formik>
  );
}
