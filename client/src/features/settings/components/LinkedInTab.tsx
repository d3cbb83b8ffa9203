import { useQuery } from '@apollo/client/react';
import { Alert, Divider, Stack } from '@mui/material';
import { WRITER_MESSAGES } from '@postpilot/common';
import { ApprovalWriterDocument } from '../../../gql/graphql';
import { LinkedInConnectionCard } from '../../linkedin/components/LinkedInConnectionCard';
import { SettingSwitch } from './SettingSwitch';
import { TabHeading } from './TabHeading';

/** The connection's state, and how posts go out once it exists. */
export function LinkedInTab() {
  const { data } = useQuery(ApprovalWriterDocument);
  const builtIn = data?.writer.source === 'builtin';
  return (
    <>
      <TabHeading
        title="LinkedIn"
        description="The account your posts are published to, and whether they wait for you first."
      />
      <LinkedInConnectionCard />
      <Stack divider={<Divider />}>
        <SettingSwitch
          name="autoPostEnabled"
          title="Auto-post"
          description="Publish posts at their scheduled time without waiting for your approval."
        />
        <SettingSwitch
          name="contentApprovalRequired"
          title="Content approval"
          description="Review and approve every generated post before it is scheduled."
        >
          {builtIn && (
            <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>
              {WRITER_MESSAGES.builtInAlwaysApproved}
            </Alert>
          )}
        </SettingSwitch>
      </Stack>
    </>
  );
}
