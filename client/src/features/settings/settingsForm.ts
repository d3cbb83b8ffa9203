import { SETTINGS_TIMEZONES, settingsFormSchema, settingsSchema } from '@postpilot/common';
import type { SessionUser } from '../../shared/session/sessionContext';
import type { UpdateSettingsInput } from '../../gql/graphql';

/** The tabs, by the name a link uses: /settings?tab=linkedin. */
export const SETTINGS_TABS = [
  { name: 'account', label: 'Account' },
  { name: 'notifications', label: 'Notifications' },
  { name: 'linkedin', label: 'LinkedIn' },
  { name: 'scheduling', label: 'Scheduling' },
  { name: 'ai', label: 'AI writer' },
  { name: 'voice', label: 'Voice' },
  { name: 'security', label: 'Security' },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['name'];

export const isSettingsTab = (name: string | null): name is SettingsTab =>
  SETTINGS_TABS.some((tab) => tab.name === name);

/** Tabs that act on their own, without the page's Save Changes. */
export const STANDALONE_TABS = [
  'ai',
  'voice',
  'security',
] as const satisfies readonly SettingsTab[];
export type StandaloneTab = (typeof STANDALONE_TABS)[number];
export const isStandaloneTab = (tab: SettingsTab): tab is StandaloneTab =>
  (STANDALONE_TABS as readonly string[]).includes(tab);

/** What the one Save Changes button saves: the Account to Scheduling tabs. */
export interface SettingsFormValues {
  name: string;
  email: string;
  timezone: string;
  language: string;
  emailNotifications: boolean;
  pushNotifications: boolean;
  autoPostEnabled: boolean;
  contentApprovalRequired: boolean;
  defaultPostingTime: string;
  postingFrequency: string;
}

/** The tab each field is on, to show the first one the server or the form refused. */
export const TAB_OF_FIELD: Record<keyof SettingsFormValues, SettingsTab> = {
  name: 'account',
  email: 'account',
  timezone: 'account',
  language: 'account',
  emailNotifications: 'notifications',
  pushNotifications: 'notifications',
  autoPostEnabled: 'linkedin',
  contentApprovalRequired: 'linkedin',
  defaultPostingTime: 'scheduling',
  postingFrequency: 'scheduling',
};

export const SETTINGS_FIELDS = Object.keys(TAB_OF_FIELD) as (keyof SettingsFormValues)[];

/** The form's rules (a name, a well-formed e-mail) plus the server's rule for the posting time. */
export const settingsValidationSchema = settingsFormSchema.concat(
  settingsSchema.pick(['defaultPostingTime']),
);

/** Each language's name in itself, as the server's messages name it too. */
export { LANGUAGE_LABELS } from '@postpilot/common';

const isListedZone = (zone: string) => SETTINGS_TIMEZONES.some((listed) => listed.value === zone);

/**
 * The 8 settings time zones, plus the stored one when it is not among them (onboarding stores
 * the browser's zone), so the select shows what is really stored.
 */
export function timezoneOptions(stored: string): { value: string; label: string }[] {
  const listed = SETTINGS_TIMEZONES.map(({ value, label }) => ({ value, label }));
  return isListedZone(stored) ? listed : [{ value: stored, label: stored }, ...listed];
}

/** The stored settings as they are: a stored false shows as false. */
export function settingsValuesOf(user: SessionUser): SettingsFormValues {
  return {
    name: [user.firstName, user.lastName].join(' ').trim(),
    email: user.email,
    timezone: user.timezone,
    language: user.language,
    emailNotifications: user.emailNotifications,
    pushNotifications: user.pushNotifications,
    autoPostEnabled: user.autoPostEnabled,
    contentApprovalRequired: user.contentApprovalRequired,
    defaultPostingTime: user.defaultPostingTime,
    postingFrequency: user.postingFrequency,
  };
}

/**
 * Every saved setting in one update. The e-mail is not a setting; a time zone outside the list
 * is left out, which keeps it (the server accepts only listed zones).
 */
export function toSettingsInput(values: SettingsFormValues): UpdateSettingsInput {
  return {
    name: values.name.trim(),
    ...(isListedZone(values.timezone) ? { timezone: values.timezone } : {}),
    language: values.language,
    emailNotifications: values.emailNotifications,
    pushNotifications: values.pushNotifications,
    autoPostEnabled: values.autoPostEnabled,
    contentApprovalRequired: values.contentApprovalRequired,
    defaultPostingTime: values.defaultPostingTime,
    postingFrequency: values.postingFrequency,
  };
}
