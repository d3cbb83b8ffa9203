import { GenerationError } from '../../generation';
import { OpenAiGenerator } from '../openai-generator';
import { ChatStandIn, completion } from '../../../../../test/support/chat-stand-in';
import { sampleRequest } from './sample-request';

/** The checks on a model's answers, with bad answers from a local chat-completions endpoint. */
let standIn: ChatStandIn;

beforeAll(async () => {
  standIn = await ChatStandIn.start();
});
afterAll(() => standIn.stop());
beforeEach(() => standIn.reset());

const generator = () =>
  new OpenAiGenerator({
    baseUrl: standIn.baseUrl,
    apiKey: null,
    model: 'local',
    timeoutMs: 2000,
    sleep: async () => {},
  });

type Sent = { messages: { role: string; content: string }[] };
const sent = (index: number) => standIn.requests[index].json as Sent;

const SPANISH =
  'Contratar a nuestros primeros diez ingenieros me enseñó que la cultura se construye con cada decisión.\n\n¿Qué aprendiste tú de tus primeras contrataciones?';
const ENGLISH =
  'Hiring our first ten engineers taught me that culture is built with every single decision.\n\nWhat did your first hires teach you?';

describe('a generated post', () => {
  it('reaches the editor as plain text without the hashtags that were switched off', async () => {
    standIn.reply(
      completion(
        '**Hiring is a team sport.**\n\n## What I learned\n\n- Write the *role* down\n- Hire for slope\n\n#Hiring #Leadership #Teams #Startups #Growth #Careers',
      ),
    );
    const post = await generator().generate(sampleRequest({ includeHashtags: false }));
    expect(post).toBe(
      'Hiring is a team sport.\n\nWhat I learned\n\n• Write the role down\n• Hire for slope',
    );
  });

  it('in the wrong language is asked for once more, naming the problem, and the right one is accepted', async () => {
    standIn.reply(completion(ENGLISH), completion(SPANISH));
    const post = await generator().generate(sampleRequest({ language: 'es' }));

    expect(post).toBe(SPANISH);
    expect(standIn.requests).toHaveLength(2);
    const retry = sent(1).messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: ENGLISH });
    expect(retry.at(-1)?.role).toBe('user');
    expect(retry.at(-1)?.content).toMatch(/^Your answer was in English; write it in Spanish\./);
  });

  it('still in the wrong language fails with a message the user understands', async () => {
    standIn.reply(completion(ENGLISH));
    const error = await generator()
      .generate(sampleRequest({ language: 'es' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as GenerationError).message).toBe(
      'The AI model answered in English instead of Spanish, even when asked again; try again, or choose a model that writes Spanish in Settings → AI writer',
    );
    expect(standIn.requests).toHaveLength(2);
  });

  it('in the right language is accepted at once', async () => {
    standIn.reply(completion(SPANISH));
    await generator().generate(sampleRequest({ language: 'es' }));
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('a rewrite', () => {
  it("keeps the post's own language and hashtags, and loses the model's Markdown", async () => {
    const post = `${ENGLISH}\n\n#Hiring`;
    standIn.reply(
      completion(
        `__${ENGLISH.replace('single ', '').replace('\n\n', '__\n\n')}\n\n#Hiring #Extra #More`,
      ),
    );
    const { content } = await generator().rewrite(
      sampleRequest({ language: 'es', includeHashtags: false }),
      post,
      'shorter',
      '',
    );
    expect(content).toBe(`${ENGLISH.replace('single ', '')}\n\n#Hiring`);
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('hooks', () => {
  const POST = 'I hired ten engineers this year.\n\nHere is what I learned.';

  it('are never a preamble, a hashtag line or only an emoji; missing ones are asked for once', async () => {
    standIn.reply(
      completion(
        'Sure! Here are three hooks for your post:\n1. **What if hiring slower made you faster?**\n2. #Hiring #Leadership\n3. 🚀',
      ),
      completion('I once hired the wrong person for six months.\nTen hires taught me one #lesson.'),
    );
    const hooks = await generator().hooks(sampleRequest(), POST);

    expect(hooks).toEqual([
      'What if hiring slower made you faster?',
      'I once hired the wrong person for six months.',
      'Ten hires taught me one lesson.',
    ]);
    expect(sent(1).messages.at(-1)?.content).toMatch(/^Your answer had only 1 usable first line\./);
  });

  it('return what is usable when the second answer still falls short', async () => {
    standIn.reply(
      completion('Here are three hooks:\nWhat if hiring slower made you faster?\n#Hiring'),
    );
    const hooks = await generator().hooks(sampleRequest(), POST);
    expect(hooks).toEqual(['What if hiring slower made you faster?']);
    expect(standIn.requests).toHaveLength(2);
  });

  it('in the wrong language are asked for again and then refused', async () => {
    standIn.reply(
      completion(
        'What if hiring slower made every one of your teams faster?\nI once hired the wrong person for six long months.\nTen hires taught me one lesson I keep relearning.',
      ),
    );
    const error = await generator()
      .hooks(sampleRequest({ language: 'de' }), POST)
      .catch((e: unknown) => e);
    expect((error as GenerationError).message).toMatch(/answered in English instead of German/);
    expect(sent(1).messages.at(-1)?.content).toMatch(
      /^Your answer was in English; write it in German\./,
    );
  });
});
