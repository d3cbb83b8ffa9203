import type { EmailMessage } from './email.jobs';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A list under a heading, in a message. */
export interface EmailSection {
  heading: string;
  items: string[];
}

/**
 * A short message with one call to action, as plain text and as simple, inline-styled HTML:
 * the greeting, the paragraphs, any lists, the button and the footer.
 */
export function actionEmail(options: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  sections?: EmailSection[];
  action: string;
  url: string;
  footer: string;
}): EmailMessage {
  const { to, subject, greeting, lines, sections = [], action, url, footer } = options;
  const text = [
    greeting,
    '',
    ...lines,
    ...sections.flatMap(({ heading, items }) => ['', heading, ...items.map((item) => `- ${item}`)]),
    '',
    `${action}: ${url}`,
    '',
    footer,
    '',
    '— Postpilot',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Helvetica,Arial,sans-serif;color:#1d2226">
<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:700;color:#0a66c2;margin:0 0 24px">Postpilot</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${lines.map((line) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`).join('\n')}
${sections
  .map(
    ({ heading, items }) =>
      `<p style="margin:16px 0 8px;font-weight:600">${escapeHtml(heading)}</p>\n<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${items.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#0a66c2;color:#fff;text-decoration:none;padding:12px 20px;border-radius:24px;font-weight:600;display:inline-block">${escapeHtml(action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5e6a75;word-break:break-all">Or open this link: ${escapeHtml(url)}</p>
<p style="margin:0;font-size:13px;color:#5e6a75">${escapeHtml(footer)}</p>
</td></tr></table></body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, firstName: string, url: string): EmailMessage {
  return actionEmail({
    to,
    subject: 'Verify your email for Postpilot',
    greeting: `Hi ${firstName},`,
    lines: ['Welcome to Postpilot! Please confirm that this is your email address.'],
    action: 'Verify email',
    url,
    footer:
      "The link works for 24 hours. If you didn't create a Postpilot account, you can ignore this email.",
  });
}

export function passwordResetEmail(to: string, firstName: string, url: string): EmailMessage {
  return actionEmail({
    to,
    subject: 'Reset your Postpilot password',
    greeting: `Hi ${firstName},`,
    lines: ['We received a request to reset the password of your Postpilot account.'],
    action: 'Reset password',
    url,
    footer:
      "The link works for 1 hour and only once. If you didn't ask to reset your password, you can ignore this email: your password stays as it is.",
  });
}
