import { useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { AI_CONNECTION_MESSAGES as AM } from '@postpilot/common';
import { useToast } from '../../../shared/useToast';
import {
  AiWriterDocument,
  LocalAiDocument,
  SaveAiConnectionDocument,
  WriterDocument,
  type AiConnectionFieldsFragment,
} from '../../../gql/graphql';

interface LocalAiOfferProps {
  /** The saved connection, to tell whether this Ollama already writes the posts. */
  connection: AiConnectionFieldsFragment | null;
}

/**
 * "Ollama on this machine": an Ollama the server found beside it, with its installed models and
 * a one-click way to connect one (no key). Shows nothing while it is looked for or when there is
 * none, so the rest of the tab never waits for it.
 */
export function LocalAiOffer({ connection }: LocalAiOfferProps) {
  const toast = useToast();
  const { data } = useQuery(LocalAiDocument, { fetchPolicy: 'network-only' });
  const local = data?.localAi;
  const inUse = local && connection?.baseUrl === local.baseUrl ? connection.model : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [saveAiConnection, { loading }] = useMutation(SaveAiConnectionDocument, {
    refetchQueries: [AiWriterDocument, WriterDocument],
    awaitRefetchQueries: true,
  });
  if (!local || local.models.length === 0) return null;

  const model =
    chosen && local.models.includes(chosen)
      ? chosen
      : (inUse && local.models.includes(inUse) ? inUse : local.models[0])!;
  const use = async () => {
    try {
      // No key: Ollama takes none, and a stored one must not go to it.
      await saveAiConnection({
        variables: { input: { baseUrl: local.baseUrl, model, apiKey: '' } },
      });
      toast.success(AM.localSaved(model));
    } catch (failure) {
      toast.error(failure, AM.saveFailed);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="local-ai"
      sx={{ p: 2, mb: 3, borderRadius: '12px', border: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <ComputerOutlinedIcon aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography id="local-ai" component="h3" sx={{ fontWeight: 600 }}>
              Ollama on this machine
            </Typography>
            {inUse && <Chip label={`In use: ${inUse}`} color="success" size="small" />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {local.models.length === 1 ? 'Installed model' : 'Installed models'}:{' '}
            {local.models.join(', ')}. It runs beside Postpilot at {local.baseUrl}, needs no API
            key, and what you write stays on this machine.
          </Typography>
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label="Ollama model"
          value={model}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: { sm: 240 }, flex: { sm: 1 } }}
        >
          {local.models.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void use()} disabled={loading || model === inUse}>
          {loading ? 'Connecting...' : model === inUse ? 'In use' : 'Use this model'}
        </Button>
      </Stack>
    </Box>
  );
}
