import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Divider, Stack, Tab, Tabs } from '@mui/material';
import { PageShell } from '../../shared/layout/PageShell';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ERRORS, SUCCESS } from '@postpilot/common';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useSearchParams } from 'react-router-dom';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { LoadingView } from '../../shared/layout/LoadingView';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../../shared/useToast';
import { UpdateSettingsDocument } from '../../gql/graphql';
import { AccountTab } from './components/AccountTab';
import { AiWriterTab } from './components/AiWriterTab';
import { LinkedInTab } from './components/LinkedInTab';
import { NotificationsTab } from './components/NotificationsTab';
import { SchedulingTab } from './components/SchedulingTab';
import { SecurityTab } from './components/SecurityTab';
import { VoiceTab } from './components/VoiceTab';
import { useLinkedInOutcome } from '../linkedin/linkedInOutcome';
import { OffScheduleNotice } from '../schedule/components/OffScheduleNotice';
import { useOffScheduleChoice } from '../schedule/useOffScheduleChoice';
import {
  isSettingsTab,
  isStandaloneTab,
  SETTINGS_FIELDS,
  SETTINGS_TABS,
  settingsValidationSchema,
  settingsValuesOf,
  TAB_OF_FIELD,
  toSettingsInput,
  type SettingsFormValues,
  type SettingsTab,
  type StandaloneTab,
} from './settingsForm';

/** The tab a field error is on, so a refused save shows where the problem is. */
function tabOfFirstError(errors: FormikErrors<SettingsFormValues>): SettingsTab | undefined {
  const field = SETTINGS_FIELDS.find((name) => errors[name]);
  return field && TAB_OF_FIELD[field];
}

/**
 * The Settings page. Account, Notifications, LinkedIn and Scheduling are one form saved by one
 * Save Changes; AI writer, Voice and Security act on their own. The open tab is in the
 * address (?tab=linkedin).
 */
export function SettingsPage() {
  const { user } = useSession();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'account';
  // The returned user replaces the cached one: the nav bar's name follows a changed full name.
  // The schedule shares the time zone, auto-post and frequency: the Schedule page reads it anew.
  const [updateSettings] = useMutation(UpdateSettingsDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'schedule' });
      cache.gc();
    },
  });
  useLinkedInOutcome();
  // The time zone and frequency move the schedule's slots: posts they leave behind are offered
  // a move onto the new ones, as on the Schedule page.
  const client = useApolloClient();
  const offSchedule = useOffScheduleChoice(
    () => {
      for (const fieldName of ['upcomingPosts', 'schedulePreview', 'posts']) {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName });
      }
      client.cache.gc();
    },
    { readOnOpen: false },
  );

  // On a narrow screen the strip scrolls, with arrows at its ends that show there is more and
  // scroll it: the chosen tab, a deep link's say, is brought to the middle, whole.
  const tabsRef = useRef<HTMLDivElement>(null);
  const ready = Boolean(user);
  useEffect(() => {
    tabsRef.current
      ?.querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [tab, ready]);

  if (!user) return <LoadingView />;

  const showTab = (next: SettingsTab) => setSearchParams({ tab: next }, { replace: true });

  const onSubmit = async (
    values: SettingsFormValues,
    helpers: FormikHelpers<SettingsFormValues>,
  ) => {
    const movesSlots =
      values.timezone !== user.timezone || values.postingFrequency !== user.postingFrequency;
    try {
      if (movesSlots) await offSchedule.snapshot();
      const { data } = await updateSettings({ variables: { input: toSettingsInput(values) } });
      if (!data) throw new Error(ERRORS.settings);
      toast.success(SUCCESS.settings);
      helpers.resetForm({ values: settingsValuesOf(data.updateSettings) });
      if (movesSlots) offSchedule.check();
    } catch (failure) {
      const errors = serverFieldErrors(failure, SETTINGS_FIELDS);
      helpers.setErrors(errors);
      const errorTab = tabOfFirstError(errors);
      if (errorTab) showTab(errorTab);
      toast.error(failure, ERRORS.settings);
    }
  };

  const panels: Record<Exclude<SettingsTab, StandaloneTab>, ReactNode> = {
    account: <AccountTab storedTimezone={user.timezone} />,
    notifications: <NotificationsTab />,
    linkedin: <LinkedInTab />,
    scheduling: <SchedulingTab />,
  };
  // Their own forms and actions, outside this one (forms cannot nest).
  const standalone: Record<StandaloneTab, ReactNode> = {
    ai: <AiWriterTab />,
    voice: <VoiceTab />,
    security: <SecurityTab />,
  };

  return (
    <PageShell
      title="Settings"
      subtitle="Your account, notifications, LinkedIn, scheduling defaults, AI writer, voice and security."
      maxWidth="md"
    >
      {(offSchedule.left.length > 0 || offSchedule.outcome) && (
        <Box sx={{ mb: 3 }}>
          <OffScheduleNotice choice={offSchedule} timezone={user.timezone} />
        </Box>
      )}
      {/* Mounted across tab changes, so edits on one tab wait for Save Changes on another. */}
      <Formik
        initialValues={settingsValuesOf(user)}
        validationSchema={settingsValidationSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, validateForm }) => (
          <Card>
            <Tabs
              ref={tabsRef}
              value={tab}
              onChange={(_, next: SettingsTab) => showTab(next)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label="Settings sections"
              sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 2 } }}
            >
              {SETTINGS_TABS.map(({ name, label }) => (
                <Tab
                  key={name}
                  value={name}
                  label={label}
                  id={`settings-tab-${name}`}
                  aria-controls={`settings-panel-${name}`}
                  sx={{ minHeight: 56 }}
                />
              ))}
            </Tabs>
            <CardContent
              role="tabpanel"
              id={`settings-panel-${tab}`}
              aria-labelledby={`settings-tab-${tab}`}
              sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}
            >
              {isStandaloneTab(tab) ? (
                standalone[tab]
              ) : (
                <Form noValidate>
                  {panels[tab]}
                  <Divider sx={{ mt: 3, mb: 2.5 }} />
                  <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      type="submit"
                      variant="contained"
                      disabled={isSubmitting}
                      // Submitting validates too; this only opens the tab of a refused field.
                      onClick={() =>
                        void validateForm().then((errors) => {
                          const errorTab = tabOfFirstError(errors);
                          if (errorTab) showTab(errorTab);
                        })
                      }
                    >
                      {isSubmitting ? 'Saving...' : 'Save Changes'}
                    </Button>
                  </Stack>
                </Form>
              )}
            </CardContent>
          </Card>
        )}
      </Formik>
    </PageShell>
  );
}
