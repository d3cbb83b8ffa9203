import { Box, MenuItem } from '@mui/material';
import { LANGUAGES } from '@postpilot/common';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { EMAIL_READ_ONLY_NOTE } from '../../profile/profileForm';
import { LANGUAGE_LABELS, timezoneOptions } from '../settingsForm';
import { TabHeading } from './TabHeading';

/** Full name, the (read-only) e-mail, time zone and language. */
export function AccountTab({ storedTimezone }: { storedTimezone: string }) {
  return (
    <>
      <TabHeading
        title="Account"
        description="Your name as your posts sign it, and the time zone and language Postpilot uses."
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name="name" label="Full name" required autoComplete="name" />
        <FormTextField
          name="email"
          label="Email"
          type="email"
          disabled
          helperText={EMAIL_READ_ONLY_NOTE}
        />
        <FormTextField name="timezone" label="Time zone" select>
          {timezoneOptions(storedTimezone).map((zone) => (
            <MenuItem key={zone.value} value={zone.value}>
              {zone.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField name="language" label="Language" select>
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {LANGUAGE_LABELS[language]}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
    </>
  );
}
