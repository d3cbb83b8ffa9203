import { Stack, Typography } from '@mui/material';

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
}) {
  return (
    <Stack spacing={1.5} sx={{ textAlign: 'center', alignItems: 'center', mb: { xs: 5, md: 7 } }}>
      <Typography
        variant="overline"
        sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em' }}
      >
        {eyebrow}
      </Typography>
      <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 620, fontSize: '1.05rem' }}>
        {subtitle}
      </Typography>
    </Stack>
  );
}
