import type { DataSource } from 'typeorm';
import type { FeatureModule } from '../../kernel/module';
import { VoiceResolver } from './voice.resolver';
import { voiceRoutes } from './voice.rest';
import { VoiceService } from './voice.service';

/**
 * The voice: how the user writes, learned from their posts and edited by them. Content's writers
 * read it (profileFor); publishing's posts feed it through the composition root (addPublished).
 */
export function voiceModule(deps: { dataSource: DataSource }) {
  const voices = new VoiceService(deps.dataSource);
  const module: FeatureModule = {
    resolvers: [new VoiceResolver(voices)],
    routes: voiceRoutes({ voices }),
  };
  return { voices, module };
}
