import { emojiPattern, type Tone, type VoiceProfile } from '@postpilot/common';
import { CONNECTIVES } from './connectives';
import { hash } from './seed';

/** A post's parts by role, so emojis go to places chosen per post rather than fixed ones. */
export interface Part {
  role: 'hook' | 'profile' | 'body' | 'takeaway' | 'question';
  text: string;
}

/** Where an emoji may go: the end of the hook or the question, or the start of another part. */
type Place = { index: number; at: 'start' | 'end' };

function placesOf(parts: readonly Part[]): Place[] {
  return parts.flatMap((part, index): Place[] => {
    if (part.role === 'hook' || part.role === 'question') return [{ index, at: 'end' }];
    // A numbered list keeps its numbers first.
    if (/^\d+\. /m.test(part.text)) return [{ index, at: 'end' }];
    return [
      { index, at: 'start' },
      { index, at: 'end' },
    ];
  });
}

/** How many emojis: the voice's habit, at least one since the user asked for emojis. */
function countFor(voice: VoiceProfile | null): number {
  if (!voice) return 2;
  return voice.emojis === 'often' ? 3 : voice.emojis === 'sometimes' ? 2 : 1;
}

/** Whether the newest of the user's posts had an emoji on its first or its last line. */
function usedEnds(recent: readonly string[]): { first: boolean; last: boolean } {
  const lines = (recent[0] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const has = (line: string | undefined) => emojiPattern().test(line ?? '');
  return { first: has(lines[0]), last: has(lines.at(-1)) };
}

/**
 * The parts with emojis placed: which places and which emojis depend on the variant and the
 * user's latest posts (an end their newest post decorated is left plain this time).
 */
export function decorate(
  parts: readonly Part[],
  tone: Tone,
  voice: VoiceProfile | null,
  seed: number,
  recent: readonly string[],
): Part[] {
  const used = usedEnds(recent);
  let places = placesOf(parts).filter(
    (place) =>
      !(used.first && place.index === 0) && !(used.last && place.index === parts.length - 1),
  );
  if (places.length === 0) places = placesOf(parts);
  const order = places
    .map((place) => ({ place, rank: hash(`${seed}|${place.index}|${place.at}|${recent.length}`) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, countFor(voice))
    .map(({ place }) => place);
  // The user's own favourites when they have some, else the tone's.
  const favourites = voice?.favouriteEmojis ?? [];
  const emojis = favourites.length > 0 ? favourites : CONNECTIVES.emojis[tone];
  const result = parts.map((part) => ({ ...part }));
  order.forEach((place, n) => {
    const emoji = emojis[(seed + n) % emojis.length];
    const part = result[place.index];
    part.text = place.at === 'start' ? `${emoji} ${part.text}` : `${part.text} ${emoji}`;
  });
  return result;
}
