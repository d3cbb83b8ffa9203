import { useState } from 'react';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { useMutation } from '@apollo/client/react';
import { ERRORS, ONBOARDING_STEPS, onboardingStepSchemas, SUCCESS } from '@postpilot/common';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { errorCode, fieldErrors } from '../../shared/apollo/errors';
import { useToast } from '../../shared/useToast';
import { CompleteOnboardingDocument } from '../../gql/graphql';
import { AboutStep } from './components/AboutStep';
import { NicheStep } from './components/NicheStep';
import { OnboardingProgress } from './components/OnboardingProgress';
import { StyleStep } from './components/StyleStep';
import {
  initialOnboardingValues,
  toOnboardingInput,
  type OnboardingFormValues,
} from './onboardingForm';

const STEPS = [NicheStep, AboutStep, StyleStep];

export function OnboardingPage() {
  const [step, setStep] = useState(1);
  const toast = useToast();
  const navigate = useNavigate();
  const [completeOnboarding] = useMutation(CompleteOnboardingDocument);
  const StepFields = STEPS[step - 1];
  const isLastStep = step === ONBOARDING_STEPS;

  const submit = async (values: OnboardingFormValues) => {
    try {
      // The returned user replaces the cached one, so the session sees onboarding complete.
      await completeOnboarding({ variables: { input: toOnboardingInput(values) } });
      toast.success(SUCCESS.onboarding);
      navigate('/dashboard');
    } catch (failure) {
      const errors = fieldErrors(failure);
      if (errorCode(failure) === 'BAD_USER_INPUT' && errors.length > 0) {
        toast.errorText(
          `Validation errors: ${errors.map(({ field, message }) => `${field}: ${message}`).join(', ')}`,
        );
      } else {
        toast.error(failure, ERRORS.onboarding);
      }
    }
  };

  const onSubmit = async (
    values: OnboardingFormValues,
    helpers: FormikHelpers<OnboardingFormValues>,
  ) => {
    if (isLastStep) return submit(values);
    setStep(step + 1);
    // Formik marks every field touched on submit; the next step starts without errors.
    helpers.setTouched({}, false);
  };

  return (
    <Box sx={{ flex: 1, py: { xs: 4, md: 7 }, px: 2 }}>
      <Container maxWidth="md" disableGutters>
        <Stack spacing={3}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
            >
              Let&apos;s set up Postpilot for you
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>
              Three quick steps, and your first posts can be written in your voice.
            </Typography>
          </Box>
          <OnboardingProgress step={step} />
          <Formik
            initialValues={initialOnboardingValues}
            validationSchema={onboardingStepSchemas[step - 1]}
            onSubmit={onSubmit}
          >
            {({ isSubmitting, values }) => (
              <Card component={Form} noValidate>
                <CardContent
                  sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}
                >
                  <StepFields />
                  <Stack
                    direction="row"
                    spacing={2}
                    sx={{ mt: 4, justifyContent: 'space-between', alignItems: 'center' }}
                  >
                    <Button
                      onClick={() => setStep(step - 1)}
                      disabled={step === 1 || isSubmitting}
                      startIcon={<ArrowBackRoundedIcon />}
                      sx={{ visibility: step === 1 ? 'hidden' : 'visible' }}
                    >
                      Back
                    </Button>
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      disabled={isSubmitting || (step === 1 && values.contentNiches.length === 0)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {isLastStep
                        ? isSubmitting
                          ? 'Setting up...'
                          : 'Complete Setup'
                        : 'Continue'}
                    </Button>
                  </Stack>
                </CardContent>
              </Card>
            )}
          </Formik>
        </Stack>
      </Container>
    </Box>
  );
}
