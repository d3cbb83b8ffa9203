import type { ReactNode } from 'react';
import { Switch } from '@mui/material';
import { useField } from 'formik';
import { SwitchRow } from '../../../shared/forms/SwitchRow';

interface SettingSwitchProps {
  name: string;
  title: string;
  description: string;
  /** Said under the row. */
  children?: ReactNode;
}

/** One on/off setting bound to a Formik field: what it is on the left, the switch on the right. */
export function SettingSwitch({ name, title, description, children }: SettingSwitchProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <SwitchRow
      title={title}
      description={description}
      control={<Switch {...field} checked={Boolean(field.checked)} />}
    >
      {children}
    </SwitchRow>
  );
}
