import { completion } from './chat-stand-in';
import { RecordingStandIn } from './recording-stand-in';

/**
 * A local Ollama on a real port: GET /api/tags lists the installed models, as `ollama list`
 * does, and POST /v1/chat/completions (its OpenAI-compatible API) answers with a post.
 */
export class OllamaStandIn extends RecordingStandIn {
  static start(): Promise<OllamaStandIn> {
    return new OllamaStandIn({
      unqueued: { status: 404, body: '404 page not found' },
      textContentType: 'text/plain',
    }).listen();
  }

  /** OLLAMA_URL for this stand-in: scheme, host and port. */
  get url(): string {
    return this.origin;
  }

  /** Lists `models` and writes `post` until told otherwise. */
  serve(models: string[], post = 'A post written on this machine.'): void {
    this.reply((request) => {
      if (request.method === 'GET' && request.path === '/api/tags') {
        return {
          body: {
            models: models.map((name) => ({
              name,
              model: name,
              modified_at: '2026-11-01T10:00:00Z',
              size: 4_920_753_328,
              digest: 'a'.repeat(64),
              details: { format: 'gguf', family: 'llama', parameter_size: '8.0B' },
            })),
          },
        };
      }
      if (request.method === 'POST' && request.path === '/v1/chat/completions') {
        return completion(post);
      }
      return { status: 404, body: '404 page not found' };
    });
  }
}
