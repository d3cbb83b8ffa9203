import { Threaded } from '../../../kernel/threaded';
import type * as HarperFunctions from './harper-thread';
import type { FoundLint } from './harper-thread';

export type { FoundLint } from './harper-thread';

/** A check longer than this fails; the first includes harper's setup (about 1.5 s). */
const CHECK_TIMEOUT_MS = 30_000;

/** Kinds whose findings depend on the variety of English: British spellings are not mistakes. */
const REGIONAL_KINDS = new Set(['Spelling', 'Regionalism']);

/** Finds grammar and spelling problems in English text, offline. */
export interface GrammarChecker {
  check(text: string): Promise<FoundLint[]>;
}

/**
 * harper.js in a worker thread of its own: a check takes 30 to 300 ms of solid work, which would
 * otherwise hold every other job or request waiting. One thread per process, set up at the first
 * check and kept while the process runs (setting harper up takes about 1.5 s).
 */
export class HarperChecker implements GrammarChecker {
  private readonly thread = new Threaded<typeof HarperFunctions>(
    require.resolve('./harper-thread'),
    CHECK_TIMEOUT_MS,
    null,
  );

  /**
   * What harper finds, read as American English, less the spellings that British English
   * accepts ("organised", "cancelled"): the user may write either.
   */
  async check(text: string): Promise<FoundLint[]> {
    const american = await this.thread.call('lint', { text, dialect: 'American' });
    if (!american.some((found) => REGIONAL_KINDS.has(found.kind))) return american;
    const british = await this.thread.call('lint', { text, dialect: 'British' });
    const alsoBritish = new Set(british.map((found) => `${found.start}:${found.end}`));
    return american.filter(
      (found) => !REGIONAL_KINDS.has(found.kind) || alsoBritish.has(`${found.start}:${found.end}`),
    );
  }

  /** Starts the thread and sets harper up, so that the first user does not wait for it. */
  async warmUp(): Promise<void> {
    await this.thread.call('warmUp', undefined as never);
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

/** The process's one checker: the API's and the worker's writing tools share it. */
export const grammarChecker = new HarperChecker();
