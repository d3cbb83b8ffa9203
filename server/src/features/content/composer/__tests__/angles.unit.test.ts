import { NICHES, TONES } from '@postpilot/common';
import { GENERAL_ANGLES, NICHE_ANGLES } from '../angles';
import { composePost } from '../composer';
import { BARE, request } from './helpers';

/** "We stopped", "I ran", "our team cut": a first-person claim about something done. */
const CLAIM =
  /(?<!\b(?:have|if|had|what|when|could|would|did) )\b(?:I|we|our (?:team|company))(?: (?:finally|once|recently|just|also|then))? (?:\w+ed|ran|cut|built|made|took|went|did|began|wrote|spent|kept|led|set|got|saw|learnt|taught|lost|won|hired|grew|sold|shipped|moved)\b/;

describe('posts written without a topic', () => {
  it('offers only neutral angles, none in the first person', () => {
    for (const angle of [...Object.values(NICHE_ANGLES).flat(), ...GENERAL_ANGLES])
      expect(angle).not.toMatch(/\b(?:I|we|our|us|my|me)\b/i);
  });

  it('never claims something the author did, for any niche, tone or variant', () => {
    const authors = [
      ...NICHES.map((niche) => ({ ...request().author, contentNiches: [niche] })),
      BARE,
    ];
    const claims: string[] = [];
    for (const author of authors)
      for (const tone of TONES)
        for (let variant = 0; variant < 12; variant++) {
          const post = composePost(request({ topic: '', tone, author, variant }));
          const line = post.split('\n').find((text) => CLAIM.test(text));
          if (line) claims.push(`${author.contentNiches.join()}/${tone}/${variant}: ${line}`);
        }
    expect(claims).toEqual([]);
  });
});
