import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { SCHEDULE_MESSAGES } from '@postpilot/common';
import { MAX_TIME_SLOTS } from '../scheduleForm';

interface TimeSlotsFieldProps {
  slots: string[];
  /** A message per row that cannot be saved as it is. */
  errors: (string | undefined)[];
  timezone: string;
  onChange: (index: number, time: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * The times of day to post at, in the schedule's time zone. Add time starts at 09:00;
 * the last time cannot be removed, so Remove shows only while there are two or more.
 */
export function TimeSlotsField({
  slots,
  errors,
  timezone,
  onChange,
  onAdd,
  onRemove,
}: TimeSlotsFieldProps) {
  const full = slots.length >= MAX_TIME_SLOTS;
  return (
    <div>
      <Typography
        id="posting-times-label"
        variant="body2"
        sx={{ fontWeight: 600, color: 'text.secondary', mb: 1 }}
      >
        Posting times
      </Typography>
      <Stack
        component="ul"
        spacing={1.25}
        aria-labelledby="posting-times-label"
        sx={{ m: 0, p: 0 }}
      >
        {slots.map((time, index) => (
          <Stack
            component="li"
            key={index}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', listStyle: 'none' }}
          >
            <TextField
              type="time"
              size="small"
              label={`Posting time ${index + 1}`}
              value={time}
              onChange={(event) => onChange(index, event.target.value)}
              error={Boolean(errors[index])}
              helperText={errors[index]}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              sx={{ maxWidth: 220 }}
            />
            {slots.length > 1 && (
              <IconButton
                aria-label={`Remove ${time || `posting time ${index + 1}`}`}
                onClick={() => onRemove(index)}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      <Box sx={{ mt: 1.25 }}>
        <Button startIcon={<AddIcon />} onClick={onAdd} disabled={full} sx={{ ml: -1 }}>
          Add time
        </Button>
      </Box>
      <FormHelperText sx={{ mx: 0 }}>
        {full ? SCHEDULE_MESSAGES.timeSlotsTooMany : `Times of day in ${timezone}.`}
      </FormHelperText>
    </div>
  );
}
