import { Chip, FormHelperText, Stack, Typography } from '@mui/material';
import { SCHEDULE_MESSAGES, WEEKDAYS } from '@postpilot/common';
import { WEEKDAY_LABELS, weeklyDay } from '../scheduleForm';

interface WeekdayPickerProps {
  frequency: 'weekly' | 'custom';
  days: string[];
  onToggle: (day: (typeof WEEKDAYS)[number]) => void;
}

const listOf = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The days, Monday to Sunday. A custom schedule posts on each day picked; a weekly one on the
 * first day picked, which is marked.
 */
export function WeekdayPicker({ frequency, days, onToggle }: WeekdayPickerProps) {
  const postingDay = weeklyDay(days);
  const picked = WEEKDAYS.filter((day) => days.includes(day));
  const helper =
    frequency === 'weekly'
      ? `Weekly posts go out on the first day you pick (Monday when none). Posting day: ${WEEKDAY_LABELS[postingDay].long}.`
      : picked.length > 0
        ? `Posts go out every ${listOf(picked.map((day) => WEEKDAY_LABELS[day].long))}.`
        : SCHEDULE_MESSAGES.noSlots;

  return (
    <div>
      <Typography
        id="posting-days-label"
        variant="body2"
        sx={{ fontWeight: 600, color: 'text.secondary', mb: 1 }}
      >
        {frequency === 'weekly' ? 'Posting day' : 'Posting days'}
      </Typography>
      <Stack
        direction="row"
        role="group"
        aria-labelledby="posting-days-label"
        aria-describedby="posting-days-help"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 0.75 }}
      >
        {WEEKDAYS.map((day) => {
          const chosen = days.includes(day);
          const main = frequency === 'weekly' ? chosen && day === postingDay : chosen;
          return (
            <Chip
              key={day}
              label={WEEKDAY_LABELS[day].short}
              aria-label={WEEKDAY_LABELS[day].long}
              aria-pressed={chosen}
              clickable
              onClick={() => onToggle(day)}
              color={chosen ? 'primary' : 'default'}
              variant={main ? 'filled' : 'outlined'}
              sx={{ minWidth: 52, fontWeight: 600 }}
            />
          );
        })}
      </Stack>
      <FormHelperText
        id="posting-days-help"
        sx={{
          mx: 0,
          mt: 1,
          color: frequency === 'custom' && picked.length === 0 ? 'warning.main' : undefined,
        }}
      >
        {helper}
      </FormHelperText>
    </div>
  );
}
