import type { ReactNode } from 'react';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { PageShell } from '../../shared/layout/PageShell';
import { SUPPORT_EMAIL } from '../../shared/siteLinks';

interface Section {
  heading: string;
  body: ReactNode;
}

function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: Section[];
}) {
  return (
    <PageShell title={title} subtitle={intro}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3} sx={{ maxWidth: 720 }}>
            {sections.map((section) => (
              <section key={section.heading}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {section.heading}
                </Typography>
                <Typography component="div" variant="body1" sx={{ color: 'text.secondary' }}>
                  {section.body}
                </Typography>
              </section>
            ))}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Questions? Write to <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </PageShell>
  );
}

/** What using Postpilot means, in plain words (linked from the register form and the footer). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="What you agree to when you use Postpilot, in plain words."
      sections={[
        {
          heading: 'What Postpilot does',
          body: 'Postpilot writes LinkedIn posts in your voice, keeps them on the schedule you set and publishes them to the LinkedIn account you connect: only posts you scheduled or approved, or, when you turn Auto-post on, the posts it writes for your slots.',
        },
        {
          heading: 'Your account and your posts',
          body: 'You keep the rights to everything you write and everything written for you. You are responsible for what is published under your name, so read what Postpilot writes; Content approval (on by default) makes every written post wait for you. Keep your password to yourself.',
        },
        {
          heading: 'LinkedIn',
          body: "Postpilot publishes through LinkedIn's official API, with the permissions you grant on LinkedIn's own consent page, and follows LinkedIn's rules. You can disconnect at any time in Settings, or remove Postpilot from your LinkedIn apps.",
        },
        {
          heading: 'Fair use',
          body: 'Do not use Postpilot to publish spam, to mislead, or to break the law or LinkedIn’s User Agreement. Generation and sign-in are rate-limited to keep the service fair for everyone.',
        },
        {
          heading: 'Leaving',
          body: 'You can delete your account in Settings at any time; everything of it is deleted with it. Posts already published stay on LinkedIn until you remove them there.',
        },
        {
          heading: 'No warranty',
          body: 'Postpilot is provided as it is. It tries hard to publish every post on time and exactly once, but LinkedIn can be unavailable or refuse a post; when that happens the post says why, so you can act.',
        },
      ]}
    />
  );
}

/** What Postpilot keeps, why, and for how long (linked from the register form and the footer). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What Postpilot keeps about you, why, and what you can do about it."
      sections={[
        {
          heading: 'What we keep',
          body: 'Your name and e-mail address; a hash of your password (never the password itself); your onboarding answers and settings; your posts, schedule and activity; and, once you connect LinkedIn, your member id, name and access token, which is stored encrypted.',
        },
        {
          heading: 'Why',
          body: 'Only to run the service for you: to sign you in, write posts in your voice, publish them when you asked, and show your analytics. There is no advertising and no tracking, and nothing is sold or shared for marketing.',
        },
        {
          heading: 'Who else sees it',
          body: "LinkedIn receives the posts you publish. When the service is set up with an AI model, the settings of a post and your onboarding answers are sent to it to write the post; otherwise posts are written on Postpilot's own server. E-mails (verification, password reset, notices about your posts) go through the service's mail provider.",
        },
        {
          heading: 'Statistics',
          body: 'Post statistics (views, reactions, comments, reshares) are read from LinkedIn only when LinkedIn shares them with Postpilot, and only for your own posts.',
        },
        {
          heading: 'Your choices',
          body: 'You can change or remove your profile details at any time, switch notifications off in Settings, disconnect LinkedIn, and delete your account: that deletes everything Postpilot keeps about you, uploaded pictures included.',
        },
      ]}
    />
  );
}
