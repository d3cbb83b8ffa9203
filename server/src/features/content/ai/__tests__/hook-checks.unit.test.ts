import { hooksFrom } from '../hook-checks';
import { sampleRequest } from './sample-request';

describe('hooksFrom', () => {
  it('takes labels, numbering, quotes and Markdown off, and drops preambles, notes, tags, emojis and numbers', () => {
    const answer = [
      'Sure! Here are three hooks for your post:',
      '**Option 1:** What if your best hire was the one you almost rejected?',
      '> Hook 2: "I said no to a senior engineer once."',
      '### Option 3',
      '#Hiring #Leadership',
      '💡',
      '42',
      '3. Three words: hire for #slope.',
      'I hope these help! Let me know if you want more.',
    ].join('\n');
    expect(hooksFrom(answer, 'x', sampleRequest({ includeEmojis: false }))).toEqual([
      'What if your best hire was the one you almost rejected?',
      'I said no to a senior engineer once.',
      'Three words: hire for slope.',
    ]);
  });

  it('drops preambles in other languages too, and the current first line', () => {
    const japanese =
      'もちろんです！以下の3つのフックです：\n1. 採用で一番大切なのは、伸びしろだと気づいた日。\n2. #採用 #リーダーシップ\n3. 十人を採用して学んだ、たった一つのこと。';
    expect(hooksFrom(japanese, '十人を採用して学んだ、たった一つのこと。')).toEqual([
      '採用で一番大切なのは、伸びしろだと気づいた日。',
    ]);
    const spanish =
      '¡Claro! Aquí tienes tres ganchos para tu publicación:\n- ¿Y si tu mejor contratación fuera la que casi rechazas?\n- #Contratación #Liderazgo\n- Diez contrataciones, una lección.';
    expect(hooksFrom(spanish, 'x')).toEqual([
      '¿Y si tu mejor contratación fuera la que casi rechazas?',
      'Diez contrataciones, una lección.',
    ]);
  });
});
