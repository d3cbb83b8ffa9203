import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { SettingSwitch } from './SettingSwitch';
import { TabHeading } from './TabHeading';

/** The connection's state, and how posts go out once it exists. */
export function LinkedInTab({ connected }: { connected: boolean }) {
  return (
    <>
      <TabHeading
        title="LinkedIn"
        description="The account your posts are published to, and whether they wait for you first."
      />
      <Stack
        direction="row"
        spacing={2}
        sx={{
          alignItems: 'center',
          p: 2,
          mb: 1,
          borderRadius: '12px',
          bgcolor: 'action.hover',
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <LinkedInIcon />
        </Box>
        <Typography sx={{ fontWeight: 600, flex: 1 }}>LinkedIn account</Typography>
        <Chip
          label={connected ? 'Connected' : 'Not Connected'}
          color={connected ? 'success' : 'default'}
          variant={connected ? 'filled' : 'outlined'}
        />
      </Stack>
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
        />
      </Stack>
    </>
  );
}
