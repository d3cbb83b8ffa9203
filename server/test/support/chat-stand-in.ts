import { RecordingStandIn, type Reply } from './recording-stand-in';

export type { RecordedRequest, Reply } from './recording-stand-in';

/** An OpenAI-style success answer carrying `content`. */
export const completion = (content: string): Reply => ({
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

/** A local chat-completions endpoint (an OpenAI-compatible API). */
export class ChatStandIn extends RecordingStandIn {
  static start(): Promise<ChatStandIn> {
    return new ChatStandIn({
      unqueued: { status: 418, body: { error: { message: 'ChatStandIn: no reply queued' } } },
      textContentType: 'application/json',
    }).listen();
  }

  /** The base URL to configure, like https://api.openai.com/v1. */
  get baseUrl(): string {
    return `${this.origin}/v1`;
  }
}
