import { Link } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

/** A published post's page on LinkedIn (or in the sandbox feed), in a new tab. */
export function ViewOnLinkedIn({ url }: { url: string }) {
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}
    >
      View on LinkedIn
      <OpenInNewIcon sx={{ fontSize: 14 }} />
    </Link>
  );
}
