import { VoicePanel } from '../../voice/components/VoicePanel';
import { TabHeading } from './TabHeading';

/** The user's voice: learned from their posts, edited by them; it acts on its own. */
export function VoiceTab() {
  return (
    <>
      <TabHeading
        title="Voice"
        description="Postpilot learns how you write from your own posts: how long they run, how they open, your emojis and hashtags, the themes you come back to. Every post it writes follows your voice, and your edits stay when it learns again."
      />
      <VoicePanel />
    </>
  );
}
