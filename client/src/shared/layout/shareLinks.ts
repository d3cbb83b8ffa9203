import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import type { SvgIconComponent } from '@mui/icons-material';

export type ShareNetwork = 'linkedin' | 'x' | 'facebook';

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
  Icon: SvgIconComponent;
}

/** Share links rather than profile links: they work for whoever runs this installation. */
export function shareLinks(pageUrl: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  return [
    {
      network: 'linkedin',
      label: 'Share Postpilot on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      Icon: LinkedInIcon,
    },
    {
      network: 'x',
      label: 'Share Postpilot on X',
      href: `https://x.com/intent/post?url=${url}`,
      Icon: XIcon,
    },
    {
      network: 'facebook',
      label: 'Share Postpilot on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      Icon: FacebookIcon,
    },
  ];
}
