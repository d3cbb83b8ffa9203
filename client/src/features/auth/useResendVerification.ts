import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  AUTO_VERIFIED_REDIRECT_MS,
  ERRORS,
  RESEND_VERIFICATION_COOLDOWN_SECONDS,
  SUCCESS,
} from '@postpilot/common';
import { useNavigate } from 'react-router-dom';
import { errorCode, retryAfterSeconds } from '../../shared/apollo/errors';
import { useCountdown } from '../../shared/hooks/useCountdown';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../../shared/useToast';
import { ResendVerificationDocument } from '../../gql/graphql';

/**
 * Resend verification: an auto-verified result (development mode) moves on to
 * /onboarding after AUTO_VERIFIED_REDIRECT_MS; otherwise the button rests for 60 s.
 */
export function useResendVerification() {
  const { mergeUser } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const cooldown = useCountdown();
  const [autoVerified, setAutoVerified] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Not written to the cache on arrival: a verified user in the cache would make the route
  // guard leave this page at once, before the promised pause.
  const [resendVerification, { loading }] = useMutation(ResendVerificationDocument, {
    fetchPolicy: 'no-cache',
  });

  const resend = async () => {
    try {
      const { data } = await resendVerification();
      const result = data?.resendVerification;
      if (!result) throw new Error(ERRORS.resendVerification);
      if (result.autoVerified) {
        toast.success(SUCCESS.autoVerified);
        setAutoVerified(true);
        redirectTimer.current = setTimeout(() => {
          mergeUser(result.user);
          navigate('/onboarding');
        }, AUTO_VERIFIED_REDIRECT_MS);
      } else if (result.user.isEmailVerified) {
        // Verified through the link meanwhile: the guard takes the user onwards.
        toast.success(result.message);
        mergeUser(result.user);
      } else {
        toast.success(SUCCESS.verificationSent);
        mergeUser(result.user);
        cooldown.start(RESEND_VERIFICATION_COOLDOWN_SECONDS);
      }
    } catch (failure) {
      toast.error(failure, ERRORS.resendVerification);
      const wait = retryAfterSeconds(failure);
      if (errorCode(failure) === 'RATE_LIMITED' && wait) cooldown.start(wait);
    }
  };

  return { resend, sending: loading, secondsLeft: cooldown.secondsLeft, autoVerified };
}
