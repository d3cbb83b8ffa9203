import { jobKind } from '../../kernel/jobs';
import type { PushMessage } from './web-push';

/** The `push` queue: one job a message and browser, sent by the worker. */
export const PUSH_QUEUE = 'push' as const;

export interface PushJob {
  subscriptionId: string;
  message: PushMessage;
}

export const SEND_PUSH_JOB = jobKind<PushJob>(PUSH_QUEUE, 'send-push');
