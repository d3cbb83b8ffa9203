import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../shared/siteLinks';
import { Logo } from '../../shared/layout/Logo';
import { useOrigin, useYear } from '../../shared/layout/drawnValues';
import { shareLinks } from '../../shared/layout/shareLinks';

interface FooterLink {
  label: string;
  /** An in-app route. */
  to?: string;
  /** Anything the single-page app does not serve: mail, the API explorer. */
  href?: string;
}

const SECTIONS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Scheduling', to: '/schedule' },
      { label: 'Content Generation', to: '/content' },
      { label: 'Analytics', to: '/analytics' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Support', href: `mailto:${SUPPORT_EMAIL}` },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Reset your password', to: '/forgot-password' },
      { label: 'GraphQL API', href: '/graphql' },
    ],
  },
];

const linkSx = { color: 'grey.400', '&:hover': { color: 'common.white' } } as const;

export function Footer() {
  const year = useYear();
  const origin = useOrigin();
  return (
    <Box component="footer" sx={{ bgcolor: '#0b1220', color: 'grey.300', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <Stack spacing={2} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, maxWidth: 360 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ color: 'grey.400' }}>
              AI-written LinkedIn posts in your voice, scheduled and published on autopilot.
            </Typography>
            <Stack direction="row" spacing={1}>
              {shareLinks(origin).map(({ label, href, Icon }) => (
                <IconButton
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  size="small"
                  sx={{ ...linkSx, bgcolor: 'rgba(255,255,255,0.06)' }}
                >
                  <Icon fontSize="small" />
                </IconButton>
              ))}
            </Stack>
          </Stack>
          {SECTIONS.map((section) => (
            <Stack key={section.title} component="nav" aria-label={section.title} spacing={1.25}>
              <Typography variant="subtitle2" sx={{ color: 'common.white', fontWeight: 700 }}>
                {section.title}
              </Typography>
              {section.links.map((link) =>
                link.to ? (
                  <Link key={link.label} component={RouterLink} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                ) : (
                  <Link key={link.label} href={link.href} sx={linkSx}>
                    {link.label}
                  </Link>
                ),
              )}
            </Stack>
          ))}
        </Box>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.08)', mt: { xs: 5, md: 6 }, pt: 3 }}>
          <Typography variant="body2" sx={{ color: 'grey.500' }}>
            © {year} Postpilot. All rights reserved.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
