import {
  HOOK_STYLES,
  updateVoiceSchema,
  VOICE_DEFAULTS,
  type HabitLevel,
  type HookStyle,
  type VoiceField,
} from '@postpilot/common';
import type { UpdateVoiceInput, VoiceFieldsFragment } from '../../gql/graphql';

/** The Edit form: every field of a profile (numbers may be left empty while typing). */
export interface VoiceFormValues {
  words: number | '';
  paragraphs: number | '';
  sentenceWords: number | '';
  readingGrade: number | '';
  hookStyles: HookStyle[];
  emojis: HabitLevel;
  favouriteEmojis: string[];
  hashtags: number;
  favouriteHashtags: string[];
  themes: string[];
  avoid: string[];
}

/** The server's rules for an edit, without the switch (which acts on its own). */
export const voiceFormSchema = updateVoiceSchema.omit(['learnFromPublished']);

/** How each field is called on the page (and in "You edited …"). */
export const FIELD_LABELS: Record<VoiceField, string> = {
  words: 'words',
  paragraphs: 'paragraphs',
  sentenceWords: 'words per sentence',
  hookStyles: 'openings',
  emojis: 'emojis',
  favouriteEmojis: 'favourite emojis',
  hashtags: 'hashtags',
  favouriteHashtags: 'favourite hashtags',
  readingGrade: 'reading grade',
  themes: 'themes',
  avoid: 'phrases to avoid',
};

export const HOOK_STYLE_LABELS: Record<HookStyle, string> = {
  question: 'Question',
  number: 'Number',
  story: 'Story',
  contrarian: 'Contrarian',
  statement: 'Statement',
};

const isHookStyle = (style: string): style is HookStyle =>
  (HOOK_STYLES as readonly string[]).includes(style);
const isHabit = (level: string): level is HabitLevel =>
  level === 'never' || level === 'sometimes' || level === 'often';

/** The profile as the form edits it; without one, the defaults a profile starts from. */
export function voiceFormValues(profile: VoiceFieldsFragment['profile']): VoiceFormValues {
  const source = profile ?? VOICE_DEFAULTS;
  return {
    words: source.words,
    paragraphs: source.paragraphs,
    sentenceWords: source.sentenceWords,
    readingGrade: source.readingGrade,
    hookStyles: source.hookStyles.filter(isHookStyle),
    emojis: isHabit(source.emojis) ? source.emojis : VOICE_DEFAULTS.emojis,
    favouriteEmojis: [...source.favouriteEmojis],
    hashtags: source.hashtags,
    favouriteHashtags: [...source.favouriteHashtags],
    themes: [...source.themes],
    avoid: [...source.avoid],
  };
}

/** Every field, as the server takes them: those given as learned stay learned. */
export function toUpdateVoiceInput(values: VoiceFormValues): UpdateVoiceInput {
  const number = (value: number | '') => (value === '' ? null : value);
  return {
    ...values,
    words: number(values.words),
    paragraphs: number(values.paragraphs),
    sentenceWords: number(values.sentenceWords),
    readingGrade: number(values.readingGrade),
  };
}

/** A server field error's field in the form: "themes[2]" is the themes field's. */
export const formFieldOf = (field: string) => field.replace(/\[\d+\]$/, '');
