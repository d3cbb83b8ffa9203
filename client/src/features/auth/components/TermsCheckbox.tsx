import { Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useField } from 'formik';

/** The register form's required agreement (field acceptTerms). */
export function TermsCheckbox() {
  const [field, meta] = useField<boolean>({ name: 'acceptTerms', type: 'checkbox' });
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FormControl error={showError}>
      <FormControlLabel
        control={<Checkbox {...field} checked={Boolean(field.checked)} />}
        label={
          <>
            I accept the{' '}
            <Link component={RouterLink} to="/terms" target="_blank">
              terms and conditions
            </Link>{' '}
            and have read the{' '}
            <Link component={RouterLink} to="/privacy" target="_blank">
              privacy policy
            </Link>
          </>
        }
      />
      {showError && <FormHelperText sx={{ mt: 0 }}>{meta.error}</FormHelperText>}
    </FormControl>
  );
}
