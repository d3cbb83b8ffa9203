import { TextField, type TextFieldProps } from '@mui/material';
import { useField } from 'formik';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: string;
};

/** A MUI text field bound to a Formik field; its error shows once the field was touched. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...field}
      {...props}
      id={props.id ?? name}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}
