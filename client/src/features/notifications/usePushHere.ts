import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { NOTIFICATION_MESSAGES as NM } from '@postpilot/common';
import { errorCode, errorMessage } from '../../shared/apollo/errors';
import {
  PushSetupDocument,
  RemovePushSubscriptionDocument,
  SavePushSubscriptionDocument,
} from '../../gql/graphql';
import {
  currentSubscription,
  pushSupported,
  pushUnavailableReason,
  subscribeBrowser,
  unsubscribeBrowser,
} from './browserPush';

/**
 * Whether this browser receives the user's push notifications: it can, it was allowed to, it
 * holds a subscription, and the server has that subscription for this user.
 */
export type PushHere =
  | { state: 'checking' }
  | { state: 'unsupported' }
  | { state: 'off' }
  | { state: 'on'; endpoint: string };

/**
 * Push in this browser: what it is now, and turning it on (the browser asks the user's
 * permission, subscribes with the server's VAPID key, and the server saves the subscription) or
 * off (the server forgets the subscription and the browser ends it). A refusal or a failure
 * leaves it as it was, with `problem` saying why.
 */
export function usePushHere() {
  const client = useApolloClient();
  const [here, setHere] = useState<PushHere>(() =>
    pushSupported() ? { state: 'checking' } : { state: 'unsupported' },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void (async () => {
      let next: PushHere = { state: 'off' };
      try {
        const [{ data }, subscription] = await Promise.all([
          client.query({ query: PushSetupDocument, fetchPolicy: 'network-only' }),
          currentSubscription(),
        ]);
        const saved = data?.pushSubscriptions.some((s) => s.endpoint === subscription?.endpoint);
        if (subscription && saved && Notification.permission === 'granted') {
          next = { state: 'on', endpoint: subscription.endpoint };
        }
      } catch {
        // Unknown reads as off: turning it on sets it up again.
      }
      if (live) setHere(next);
    })();
    return () => {
      live = false;
    };
  }, [client]);

  const turnOn = useCallback(async (): Promise<boolean> => {
    if (here.state === 'on') return true;
    setProblem(null);
    if (!pushSupported()) {
      setProblem(pushUnavailableReason());
      return false;
    }
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setProblem(permission === 'denied' ? NM.pushDenied : NM.pushDismissed);
        return false;
      }
      const { data } = await client.query({
        query: PushSetupDocument,
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error(NM.pushFailed);
      const subscription = await subscribeBrowser(data.vapidPublicKey);
      try {
        await client.mutate({
          mutation: SavePushSubscriptionDocument,
          variables: { input: subscription },
        });
      } catch (failure) {
        // Not saved: the browser's subscription would lead nowhere.
        await unsubscribeBrowser().catch(() => null);
        throw failure;
      }
      setHere({ state: 'on', endpoint: subscription.endpoint });
      return true;
    } catch (failure) {
      setProblem(errorMessage(failure, NM.pushFailed));
      return false;
    } finally {
      setBusy(false);
    }
  }, [client, here]);

  const turnOff = useCallback(async (): Promise<boolean> => {
    setProblem(null);
    setBusy(true);
    try {
      const endpoint =
        here.state === 'on' ? here.endpoint : ((await currentSubscription())?.endpoint ?? null);
      if (endpoint) {
        try {
          await client.mutate({
            mutation: RemovePushSubscriptionDocument,
            variables: { endpoint },
          });
        } catch (failure) {
          // Already forgotten (the push service dropped it): off is what was asked.
          if (errorCode(failure) !== 'NOT_FOUND') throw failure;
        }
      }
      await unsubscribeBrowser();
      setHere({ state: 'off' });
      return true;
    } catch (failure) {
      setProblem(errorMessage(failure, NM.pushOffFailed));
      return false;
    } finally {
      setBusy(false);
    }
  }, [client, here]);

  return { here, problem, busy, turnOn, turnOff };
}
