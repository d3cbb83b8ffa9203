import { Button, Stack } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../shared/layout/SectionCard';

/** Quick Actions: the three places a user goes from here. */
export function QuickActionsCard() {
  return (
    <SectionCard id="quick-actions" title="Quick Actions">
      {/* A row on a tablet, where the card spans the page; a column beside the posts or on a phone. */}
      <Stack
        direction={{ xs: 'column', sm: 'row', md: 'column' }}
        spacing={1.25}
        useFlexGap
        sx={{ '& > *': { flex: { sm: 1, md: 'none' } } }}
      >
        <Button
          component={RouterLink}
          to="/content"
          variant="contained"
          startIcon={<AutoAwesomeOutlinedIcon />}
          fullWidth
        >
          Generate New Post
        </Button>
        <Button
          component={RouterLink}
          to="/schedule"
          variant="outlined"
          startIcon={<CalendarMonthOutlinedIcon />}
          fullWidth
        >
          Manage Schedule
        </Button>
        <Button
          component={RouterLink}
          to="/analytics"
          variant="outlined"
          startIcon={<BarChartOutlinedIcon />}
          fullWidth
        >
          View Analytics
        </Button>
      </Stack>
    </SectionCard>
  );
}
