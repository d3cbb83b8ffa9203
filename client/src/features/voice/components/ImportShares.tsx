import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import {
  readSharesCsv,
  VOICE_MESSAGES,
  VOICE_SAMPLE_MAX_LENGTH,
  VOICE_SAMPLES_MAX,
} from '@postpilot/common';
import { VoiceSection } from './VoiceSection';

interface ImportSharesProps {
  learning: boolean;
  learn: (posts: string[]) => Promise<unknown>;
}

/** What was read from the chosen file. */
type Reading =
  | { kind: 'found'; file: string; found: number; posts: string[]; tooLong: number }
  | { kind: 'refused'; message: string };

/** The file's text, as UTF-8 (LinkedIn's export is). */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

/** A LinkedIn export's Shares.csv is read here, in the browser; only its posts are sent. */
async function read(file: File): Promise<Reading> {
  let text: string;
  try {
    text = await textOf(file);
  } catch {
    return { kind: 'refused', message: VOICE_MESSAGES.fileUnreadable };
  }
  const { posts, error } = readSharesCsv(text);
  if (error !== null) return { kind: 'refused', message: error };
  const fitting = posts.filter((post) => post.length <= VOICE_SAMPLE_MAX_LENGTH);
  return {
    kind: 'found',
    file: file.name,
    found: posts.length,
    // The export lists the newest first.
    posts: fitting.slice(0, VOICE_SAMPLES_MAX),
    tooLong: posts.length - fitting.length,
  };
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function ImportShares({ learning, learn }: ImportSharesProps) {
  const [reading, setReading] = useState<Reading | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a change.
    event.target.value = '';
    if (file) setReading(await read(file));
  };

  const submit = async () => {
    if (reading?.kind !== 'found') return;
    try {
      await learn(reading.posts);
      setReading(null);
    } catch {
      // The toast said why; the file stays chosen to try again.
    }
  };

  return (
    <VoiceSection
      id="voice-import"
      title="Import your LinkedIn export"
      description={
        <>
          On LinkedIn: Settings → Data privacy → Get a copy of your data → choose Posts (Shares),
          then Request archive. LinkedIn e-mails you a link to the archive; choose its{' '}
          <b>Shares.csv</b> here. The file is read in your browser: only your posts&apos; text is
          sent.
        </>
      }
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileRoundedIcon />}
          // The input inside takes the focus; the button shows it.
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          Choose Shares.csv
          <Box
            component="input"
            type="file"
            accept=".csv,text/csv"
            onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
            sx={{
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
              opacity: 0,
            }}
          />
        </Button>
        {reading?.kind === 'refused' && (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {reading.message}
          </Alert>
        )}
        {reading?.kind === 'found' && (
          <Alert
            severity="info"
            sx={{ alignSelf: 'stretch' }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void submit()}
                disabled={learning || reading.posts.length === 0}
              >
                {learning ? 'Learning...' : 'Learn from them'}
              </Button>
            }
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Found {plural(reading.found, 'post', 'posts')} in {reading.file}
            </Typography>
            {reading.posts.length < reading.found && (
              <Typography variant="body2">
                Postpilot learns from the newest {plural(reading.posts.length, 'post', 'posts')}
                {reading.tooLong > 0 &&
                  ` (${plural(reading.tooLong, 'is', 'are')} over ${VOICE_SAMPLE_MAX_LENGTH.toLocaleString('en-US')} characters)`}
                .
              </Typography>
            )}
          </Alert>
        )}
      </Stack>
    </VoiceSection>
  );
}
