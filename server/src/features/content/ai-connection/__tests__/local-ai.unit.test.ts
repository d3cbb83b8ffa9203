import { OllamaStandIn } from '../../../../../test/support/ollama-stand-in';
import { LocalAiFinder } from '../local-ai';

let ollama: OllamaStandIn;

beforeAll(async () => {
  ollama = await OllamaStandIn.start();
});
afterAll(() => ollama.stop());
beforeEach(() => ollama.reset());

describe('LocalAiFinder', () => {
  it('gives up quickly on an Ollama that does not answer in time', async () => {
    ollama.reply({ body: { models: [{ name: 'llama3.1:latest' }] }, delayMs: 2_000 });
    const started = Date.now();
    const found = await new LocalAiFinder({ ollamaUrl: ollama.url, timeoutMs: 150 }).find();
    expect(found).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('asks once for callers at the same time, and again afterwards', async () => {
    ollama.serve(['llama3.1:latest']);
    const finder = new LocalAiFinder({ ollamaUrl: ollama.url });
    const answers = await Promise.all([finder.find(), finder.find(), finder.find()]);
    expect(answers).toEqual(
      Array(3).fill({ baseUrl: `${ollama.url}/v1`, models: ['llama3.1:latest'] }),
    );
    expect(ollama.requests).toHaveLength(1);
    ollama.serve(['llama3.1:latest', 'qwen2.5:7b']);
    expect((await finder.find())?.models).toEqual(['llama3.1:latest', 'qwen2.5:7b']);
    expect(ollama.requests).toHaveLength(2);
  });

  it('finds nothing in an answer that is not a model list, and asks nothing when off', async () => {
    ollama.reply({ body: { error: 'nope' } });
    expect(await new LocalAiFinder({ ollamaUrl: ollama.url }).find()).toBeNull();
    ollama.reply({ body: 'not json at all', headers: { 'content-type': 'text/plain' } });
    expect(await new LocalAiFinder({ ollamaUrl: ollama.url }).find()).toBeNull();
    ollama.reset();
    expect(await new LocalAiFinder({ ollamaUrl: null }).find()).toBeNull();
    expect(ollama.requests).toHaveLength(0);
  });
});
