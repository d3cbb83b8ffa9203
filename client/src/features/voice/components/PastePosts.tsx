import { useRef, useState } from 'react';
import { Button, IconButton, Stack, TextField } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { VOICE_SAMPLE_MAX_LENGTH, VOICE_SAMPLES_MAX } from '@postpilot/common';
import { fieldErrors } from '../../../shared/apollo/errors';
import { VoiceSection } from './VoiceSection';

interface PastePostsProps {
  learning: boolean;
  /** Learns from the posts; answers whether it did (the caller says how it went). */
  learn: (posts: string[]) => Promise<unknown>;
}

interface PostBox {
  key: number;
  text: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/** One box a post, so posts with blank lines of their own stay apart; then Learn my voice. */
export function PastePosts({ learning, learn }: PastePostsProps) {
  const nextKey = useRef(1);
  const [boxes, setBoxes] = useState<PostBox[]>([{ key: 0, text: '' }]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const posts = boxes.map((box) => box.text.trim()).filter(Boolean);
  const tooLong = boxes.some((box) => box.text.trim().length > VOICE_SAMPLE_MAX_LENGTH);

  const edit = (key: number, text: string) => {
    setBoxes((current) => current.map((box) => (box.key === key ? { ...box, text } : box)));
    setErrors((current) => ({ ...current, [key]: '' }));
  };
  const addBox = () => setBoxes((current) => [...current, { key: nextKey.current++, text: '' }]);
  const removeBox = (key: number) => setBoxes((current) => current.filter((b) => b.key !== key));

  const submit = async () => {
    const filled = boxes.filter((box) => box.text.trim());
    try {
      await learn(filled.map((box) => box.text.trim()));
      setBoxes([{ key: nextKey.current++, text: '' }]);
      setErrors({});
    } catch (failure) {
      // "posts[1]" is the second filled box.
      const next: Record<number, string> = {};
      for (const { field, message } of fieldErrors(failure)) {
        const index = /^posts\[(\d+)\]$/.exec(field)?.[1];
        const box = index === undefined ? undefined : filled[Number(index)];
        if (box) next[box.key] ??= message;
      }
      setErrors(next);
    }
  };

  return (
    <VoiceSection
      id="voice-paste"
      title="Paste your posts"
      description="One post a box, as it appeared on LinkedIn. Three or more give Postpilot a good read of how you write."
    >
      <Stack spacing={2}>
        {boxes.map((box, index) => {
          const length = box.text.trim().length;
          const over = length > VOICE_SAMPLE_MAX_LENGTH;
          return (
            <Stack key={box.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={`Post ${index + 1}`}
                value={box.text}
                onChange={(event) => edit(box.key, event.target.value)}
                multiline
                minRows={3}
                maxRows={12}
                fullWidth
                error={over || Boolean(errors[box.key])}
                helperText={
                  errors[box.key] ||
                  `${count(length)} / ${count(VOICE_SAMPLE_MAX_LENGTH)} characters`
                }
              />
              {boxes.length > 1 && (
                <IconButton
                  aria-label={`Remove post ${index + 1}`}
                  onClick={() => removeBox(box.key)}
                  sx={{ mt: 1 }}
                >
                  <CloseRoundedIcon />
                </IconButton>
              )}
            </Stack>
          );
        })}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Button
            startIcon={<AddRoundedIcon />}
            onClick={addBox}
            disabled={boxes.length >= VOICE_SAMPLES_MAX}
          >
            Add another post
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={learning || posts.length === 0 || tooLong}
          >
            {learning ? 'Learning...' : 'Learn my voice'}
          </Button>
        </Stack>
      </Stack>
    </VoiceSection>
  );
}
