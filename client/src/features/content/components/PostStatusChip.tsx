import { Chip } from '@mui/material';
import type { PostStatus } from '../../../gql/graphql';

interface StatusLook {
  label: string;
  color: string;
  background: string;
}

// Draft grey, pending_approval orange, scheduled blue, published green; failed red;
// any other status (publishing, cancelled) in yellow.
const YELLOW = { color: '#854d0e', background: '#fef9c3' };

export const STATUS_LOOKS: Record<PostStatus, StatusLook> = {
  draft: { label: 'Draft', color: '#334155', background: '#e2e8f0' },
  pending_approval: { label: 'Pending Approval', color: '#9a3412', background: '#ffedd5' },
  scheduled: { label: 'Scheduled', color: '#004182', background: '#dbeafe' },
  published: { label: 'Published', color: '#05603a', background: '#dcfce7' },
  failed: { label: 'Failed', color: '#b42318', background: '#fee4e2' },
  publishing: { label: 'Publishing', ...YELLOW },
  cancelled: { label: 'Cancelled', ...YELLOW },
};

export function PostStatusChip({ status }: { status: PostStatus }) {
  const look = STATUS_LOOKS[status] ?? { label: status, ...YELLOW };
  return (
    <Chip
      size="small"
      label={look.label}
      data-status={status}
      sx={{ color: look.color, bgcolor: look.background, fontWeight: 600 }}
    />
  );
}
