import { useId, useState, type KeyboardEvent } from 'react';
import { Box, Chip, IconButton, InputAdornment, TextField } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import { useField } from 'formik';

interface ChipsFieldProps {
  /** A Formik field holding a list of texts. */
  name: string;
  label: string;
  /** How many the list may hold; the field takes no more. */
  max: number;
  helperText?: string;
  placeholder?: string;
  /** What an entry becomes before it is added ("#Leadership" → "Leadership"). */
  clean?: (text: string) => string;
  /** How an item is shown on its chip ("Leadership" → "#Leadership"). */
  show?: (item: string) => string;
}

/** The first message of a list's errors (its own, or one of an item's). */
function firstError(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.find((item): item is string => typeof item === 'string');
  return undefined;
}

/**
 * A list of short texts as chips: type one and press Enter (or a comma, or leave the field, or
 * press +) to add it; each chip's × removes it. The same text twice, in any case, is kept once.
 */
export function ChipsField({
  name,
  label,
  max,
  helperText,
  placeholder,
  clean = (text) => text.trim(),
  show = (item) => item,
}: ChipsFieldProps) {
  const [{ value: items }, meta, { setValue, setTouched }] = useField<string[]>(name);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const full = items.length >= max;

  const add = () => {
    const item = clean(draft);
    setDraft('');
    if (!item || full) return;
    if (items.some((existing) => existing.toLowerCase() === item.toLowerCase())) return;
    void setValue([...items, item]);
  };
  const remove = (item: string) => void setValue(items.filter((existing) => existing !== item));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && items.length > 0) {
      remove(items.at(-1)!);
    }
  };

  const error = meta.touched ? firstError(meta.error) : undefined;
  return (
    <Box>
      <TextField
        id={inputId}
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add();
          void setTouched(true, false);
        }}
        disabled={full}
        placeholder={full ? `At most ${max}` : placeholder}
        error={Boolean(error)}
        helperText={error ?? helperText}
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={`Add to ${label}`}
                  edge="end"
                  onClick={add}
                  disabled={full || !draft.trim()}
                >
                  <AddRoundedIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={label}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {items.map((item) => (
            <li key={item}>
              <Chip
                label={show(item)}
                onDelete={() => remove(item)}
                // The chip itself takes focus; Backspace or Delete on it removes it too.
                deleteIcon={
                  <CancelRoundedIcon aria-label={`Remove ${show(item)}`} aria-hidden={false} />
                }
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
