import {
  describeOpenings,
  LANGUAGE_NAMES,
  type PostLength,
  type Tone,
  type VoiceProfile,
} from '@postpilot/common';
import { languageOf, POST_MAX_CHARS, type Author, type GenerationRequest } from '../generation';

/** One chat-completions message. */
export interface ChatMessage {
  /** 'assistant' carries a model's earlier answer when we ask it to correct that answer. */
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What each tone means, in one line the model can follow. */
export const TONE_DESCRIPTIONS: Record<Tone, string> = {
  professional: 'polished, credible and confident; clear language, no slang',
  casual: 'relaxed and conversational, like talking to a colleague over coffee',
  inspirational: 'uplifting and motivating; share a lesson or belief that moves readers to act',
  educational: 'teach something concrete: clear explanations, steps or takeaways readers can use',
  humorous: 'light and witty, with self-aware humour that still makes a real point',
};

/** How long each length setting is, in paragraphs. */
export const LENGTH_DESCRIPTIONS: Record<PostLength, string> = {
  short: '1-2 short paragraphs',
  medium: '3-4 paragraphs',
  long: '5 or more paragraphs',
};

const LIMIT = POST_MAX_CHARS.toLocaleString('en-US');

export const SYSTEM_PROMPT = [
  'You are a ghostwriter for LinkedIn. You write posts for one professional, in their own',
  'first-person voice ("I", "my", "we"), so that each post reads as if they wrote it themselves.',
  'Ground the post in what the author has told you about themselves; do not invent employers,',
  'titles, achievements or figures about them. Write for LinkedIn: a strong first line that makes',
  'people stop scrolling, short paragraphs separated by blank lines, plain text without Markdown',
  '(no headings, no bold or italics), and an ending that invites a reaction or a comment.',
].join(' ');

/** The chat messages asking for one post with the request's settings, in the author's voice. */
export function buildMessages(request: GenerationRequest): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: userMessage(request) },
  ];
}

function userMessage(request: GenerationRequest): string {
  const sections = [
    `Write a LinkedIn post for me.\n\n## About me\n${aboutAuthor(request.author)}`,
    `## The post\n${postSettings(request)}`,
  ];
  // A job queued before requests carried a voice has none.
  if (request.voice) sections.push(`## My voice\n${voiceLines(request.voice, request)}`);
  // A job queued before requests carried examples has none.
  const examples = examplesSection(request.examplePosts ?? []);
  if (examples) sections.push(examples);
  const instructions = request.customPrompt.trim();
  if (instructions) {
    sections.push(
      [
        '## My additional instructions',
        'Follow the instructions between the markers below, unless they conflict with the output rules.',
        '<<<INSTRUCTIONS',
        instructions,
        'INSTRUCTIONS>>>',
      ].join('\n'),
    );
  }
  sections.push(
    [
      '## Output rules',
      `- At most ${LIMIT} characters in total, including spaces and hashtags.`,
      '- Return only the post text: no preamble, no title, no quotes around it, no notes after it.',
    ].join('\n'),
  );
  return sections.join('\n\n');
}

/**
 * Posts the user wrote, for the model to match their voice: how they open, the length of their
 * sentences, their words. Their subjects and claims are not this post's, so the model is told
 * to take the voice and leave the content.
 */
function examplesSection(posts: string[]): string | null {
  const examples = posts.map((post) => post.trim()).filter(Boolean);
  if (examples.length === 0) return null;
  return [
    '## Posts I wrote (match the voice, not the content)',
    `${examples.length === 1 ? 'This is a post' : 'These are posts'} I wrote. Match how I write: ` +
      'my openings, sentence length, rhythm, line breaks and words. Do not reuse their topics, ' +
      'stories, claims or figures, and do not copy their sentences.',
    ...examples.map((post, index) => `<<<EXAMPLE ${index + 1}\n${post}\nEXAMPLE ${index + 1}>>>`),
  ].join('\n');
}

export function aboutAuthor(author: Author): string {
  const name = `${author.firstName} ${author.lastName}`.trim();
  const lines = [`- Name: ${name}`];
  const role = [author.jobTitle?.trim(), author.company?.trim()].filter(Boolean).join(' at ');
  if (role) lines.push(`- Role: ${role}`);
  if (author.contentNiches.length > 0) {
    lines.push(`- I write about: ${author.contentNiches.join(', ')}`);
  }
  const context = author.personalContext?.trim();
  if (context) lines.push(`- Background and goals, in my words: ${context}`);
  const audience = author.targetAudience?.trim();
  if (audience) lines.push(`- My audience: ${audience}`);
  return lines.join('\n');
}

function postSettings(request: GenerationRequest): string {
  // A job queued before requests carried a language has none: English, as it was then.
  const language = LANGUAGE_NAMES[languageOf(request.language ?? 'en')];
  const lines = [
    `- Language: ${language}. Write the post in ${language}.`,
    `- Topic: ${topicLine(request)}`,
    `- Tone: ${request.tone} (${TONE_DESCRIPTIONS[request.tone]}).`,
    `- Length: ${LENGTH_DESCRIPTIONS[request.length]}.`,
    hashtagsLine(request),
    emojisLine(request),
  ];
  if (request.variant > 0) {
    lines.push(
      `- This is draft ${request.variant + 1} on these settings: take a fresh approach, with a ` +
        'different hook, angle and structure from the earlier drafts.',
    );
  }
  return lines.join('\n');
}

function topicLine(request: GenerationRequest): string {
  const topic = request.topic.trim();
  if (topic) return topic;
  const niches = request.author.contentNiches;
  return niches.length > 0
    ? `none given; pick a topic from my niches (${niches.join(', ')}) that my audience will care about.`
    : 'none given; pick a topic that fits my role and background.';
}

/** Whether the post has hashtags is the post's setting; how many, the user's voice. */
function hashtagsLine({ includeHashtags, voice }: GenerationRequest): string {
  if (!includeHashtags) return '- Hashtags: none; use no hashtags at all.';
  if (!voice) return '- Hashtags: end with 3-5 relevant hashtags, together on the last line.';
  const count = Math.max(1, voice.hashtags);
  return `- Hashtags: end with exactly ${count} relevant ${count === 1 ? 'hashtag' : 'hashtags'}, together on the last line.`;
}

/** Whether the post has emojis is the post's setting; how many, the user's voice. */
function emojisLine({ includeEmojis, voice }: GenerationRequest): string {
  if (!includeEmojis) return '- Emojis: none; use no emojis at all.';
  if (voice?.emojis === 'never') return '- Emojis: one at most, only where it adds meaning.';
  if (voice?.emojis === 'often') {
    return '- Emojis: use emojis freely, as I do: one in most paragraphs.';
  }
  return '- Emojis: use a few emojis where they add meaning, not in every line.';
}

/** How the user writes, for the model to follow; the post's settings above come first. */
function voiceLines(voice: VoiceProfile, request: GenerationRequest): string {
  const source =
    voice.sampleCount > 0
      ? `Write the way I write, as learned from ${voice.sampleCount} of my posts.`
      : 'Write the way I write, as I describe it here.';
  const lines = [
    source,
    `- Length: about ${voice.words} words in ${voice.paragraphs} ${voice.paragraphs === 1 ? 'paragraph' : 'paragraphs'} is typical for me; the length asked above comes first when the two differ.`,
    `- Opening: I usually open with ${describeOpenings(voice.hookStyles)}.`,
    `- Sentences: about ${voice.sentenceWords} words each on average; keep it readable at US school grade ${voice.readingGrade}.`,
  ];
  if (request.includeEmojis && voice.favouriteEmojis.length > 0) {
    lines.push(`- Emojis I like: ${voice.favouriteEmojis.join(' ')}.`);
  }
  if (request.includeHashtags && voice.favouriteHashtags.length > 0) {
    lines.push(
      `- Hashtags I use: ${voice.favouriteHashtags.map((tag) => `#${tag}`).join(' ')}; prefer them when they fit the topic.`,
    );
  }
  if (voice.themes.length > 0) {
    lines.push(`- Themes I come back to (draw on them when they fit): ${voice.themes.join(', ')}.`);
  }
  if (voice.avoid.length > 0) {
    lines.push(
      `- Never use these words or phrases: ${voice.avoid.map((phrase) => `“${phrase}”`).join(', ')}.`,
    );
  }
  return lines.join('\n');
}
