import { Box, TextField } from '@mui/material';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { EMAIL_READ_ONLY_NOTE, PROFILE_MAX_LENGTHS } from '../profileForm';

const max = (length: number) => ({ htmlInput: { maxLength: length } });

/** The profile in edit mode; the e-mail is shown but never editable. */
export function ProfileFields({ email }: { email: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField name="firstName" label="First name" required autoComplete="given-name" />
      <FormTextField name="lastName" label="Last name" required autoComplete="family-name" />
      <TextField
        id="email"
        label="Email"
        type="email"
        value={email}
        disabled
        helperText={EMAIL_READ_ONLY_NOTE}
      />
      <FormTextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        slotProps={max(PROFILE_MAX_LENGTHS.phone)}
      />
      <FormTextField
        name="jobTitle"
        label="Job title"
        autoComplete="organization-title"
        slotProps={max(PROFILE_MAX_LENGTHS.jobTitle)}
      />
      <FormTextField
        name="company"
        label="Company"
        autoComplete="organization"
        slotProps={max(PROFILE_MAX_LENGTHS.company)}
      />
      <FormTextField
        name="location"
        label="Location"
        autoComplete="address-level2"
        slotProps={max(PROFILE_MAX_LENGTHS.location)}
      />
      <FormTextField
        name="website"
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://"
        slotProps={max(PROFILE_MAX_LENGTHS.website)}
      />
      <FormTextField
        name="bio"
        label="Bio"
        multiline
        rows={4}
        placeholder="A few lines about you and your work."
        slotProps={max(PROFILE_MAX_LENGTHS.bio)}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
