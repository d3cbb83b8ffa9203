import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useField } from 'formik';

/** The register form's required agreement (field acceptTerms). */
export function TermsCheckbox() {
  const [field, meta] = useField<boolean>({ name: 'acceptTerms', type: 'checkbox' });
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FormControl error={showError}>
      <FormControlLabel
        control={<Checkbox {...field} checked={Boolean(field.checked)} />}
        label="I accept the terms and conditions"
      />
      {showError && <FormHelperText sx={{ mt: 0 }}>{meta.error}</FormHelperText>}
    </FormControl>
  );
}
