import { Alert, Switch } from '@mui/material';
import { useField } from 'formik';
import { pushUnavailableReason } from '../../notifications/browserPush';
import { usePushHere } from '../../notifications/usePushHere';
import { SwitchRow } from '../../../shared/forms/SwitchRow';

interface PushSwitchProps {
  title: string;
  description: string;
}

/**
 * The push switch: on when the account's push setting is on and this browser receives push.
 * Turning it on asks the browser's permission and subscribes this browser; turning it off ends
 * this browser's subscription. Either way the account's setting is saved with Save Changes.
 * When the browser cannot or may not, the switch stays off and says why.
 */
export function PushSwitch({ title, description }: PushSwitchProps) {
  const [field, , helpers] = useField<boolean>('pushNotifications');
  const { here, problem, busy, turnOn, turnOff } = usePushHere();
  const checked = field.value && here.state === 'on';

  const onChange = async (_: unknown, wanted: boolean) => {
    if (wanted ? await turnOn() : await turnOff()) await helpers.setValue(wanted);
  };

  const said = here.state === 'unsupported' ? pushUnavailableReason() : problem;
  return (
    <SwitchRow
      title={title}
      description={description}
      control={
        <Switch
          name={field.name}
          checked={checked}
          onChange={(event, wanted) => void onChange(event, wanted)}
          disabled={busy || here.state === 'checking' || here.state === 'unsupported'}
          slotProps={{ input: { 'aria-describedby': said ? 'push-problem' : undefined } }}
        />
      }
    >
      {said && (
        <Alert
          id="push-problem"
          severity={here.state === 'unsupported' ? 'info' : 'warning'}
          sx={{ mt: 1.5 }}
        >
          {said}
        </Alert>
      )}
    </SwitchRow>
  );
}
