import { useState } from 'react';
import { makeUser } from '../../../../../test/fixtures';
import { renderComponent } from '../../../../../test/renderComponent';
import { GeneratedPostCard, type Generated } from '../../components/GeneratedPostCard';

function Card({ content }: { content: string }) {
  const [generated, setGenerated] = useState<Generated>({
    content,
    provider: 'composer',
    writer: { label: 'Built-in writer', reason: 'No AI is connected.' },
    tone: 'professional',
  });
  return (
    <GeneratedPostCard
      user={makeUser({ name: 'Grace Hopper' })}
      generated={generated}
      onChange={(edited) => setGenerated({ ...generated, content: edited })}
      onSaved={() => undefined}
      onRegenerate={() => undefined}
      generating={false}
    />
  );
}

/** The generated post's card as the Content page holds it, its edits kept. */
export const renderGeneratedCard = (
  content: string,
  options?: Parameters<typeof renderComponent>[1],
) => renderComponent(<Card content={content} />, options);
