import { Divider, Stack } from '@mui/material';
import { SettingSwitch } from './SettingSwitch';
import { TabHeading } from './TabHeading';

export function NotificationsTab() {
  return (
    <>
      <TabHeading
        title="Notifications"
        description="How Postpilot tells you about your posts and your account."
      />
      <Stack divider={<Divider />}>
        <SettingSwitch
          name="emailNotifications"
          title="Email notifications"
          description="Updates about your posts and your account, by email."
        />
        <SettingSwitch
          name="pushNotifications"
          title="Push notifications"
          description="Alerts about your posts in this browser."
        />
      </Stack>
    </>
  );
}
