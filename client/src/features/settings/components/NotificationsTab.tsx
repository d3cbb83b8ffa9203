import { Divider, Stack } from '@mui/material';
import { PushSwitch } from './PushSwitch';
import { SettingSwitch } from './SettingSwitch';
import { TabHeading } from './TabHeading';

/** What both switches let through. */
const WHAT_IS_SENT =
  'posts waiting for your approval, posts that could not be published, LinkedIn needing to be reconnected, and a summary of your week every Monday';

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
          description={`By email: ${WHAT_IS_SENT}.`}
        />
        <PushSwitch
          title="Push notifications"
          description="The same, as notifications in this browser, even when Postpilot is closed. Turning this on asks your browser's permission."
        />
      </Stack>
    </>
  );
}
