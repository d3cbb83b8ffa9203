/**
 * Runs in a worker thread (see checker.ts): harper.js, an offline grammar and spelling checker,
 * set up once and kept for the thread's life. harper.js is published as ES modules only, and the
 * server runs as CommonJS, so it is loaded with a real dynamic `import()` that no compiler
 * rewrites into `require()`.
 */
// harper.js's types can only be found the way ES modules resolve, hence the attribute.
import type { Dialect, LocalLinter } from 'harper.js' with { 'resolution-mode': 'import' };
type Harper = typeof import('harper.js', { with: { 'resolution-mode': 'import' } });
type HarperBinary = typeof import('harper.js/binaryInlined', {
  with: { 'resolution-mode': 'import' },
});

/** One problem harper found, as plain data that crosses threads. */
export interface FoundLint {
  /** UTF-16 offsets into the text, as JavaScript strings count. */
  start: number;
  end: number;
  /** The text the problem covers. */
  problem: string;
  /** harper's kind: Spelling, Grammar, Agreement, … */
  kind: string;
  message: string;
  /** The replacements harper suggests, best first; empty when it has none. */
  suggestions: string[];
}

export interface LintInput {
  text: string;
  dialect: 'American' | 'British';
}

// A function body is compiled by V8 at run time, so the `import()` stays an import.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(
  specifier: string,
) => Promise<T>;

let linter: Promise<{ linter: LocalLinter; dialects: typeof Dialect }> | null = null;

function ready() {
  linter ??= (async () => {
    const harper = await importEsm<Harper>('harper.js');
    const { binaryInlined } = await importEsm<HarperBinary>('harper.js/binaryInlined');
    const local = new harper.LocalLinter({ binary: binaryInlined });
    await local.setup();
    return { linter: local, dialects: harper.Dialect };
  })();
  return linter;
}

/** Sets harper up (about 1.5 s) so that the first real check is quick. */
export async function warmUp(): Promise<true> {
  await ready();
  return true;
}

/** What harper finds in `text`, written in `dialect`. */
export async function lint({ text, dialect }: LintInput): Promise<FoundLint[]> {
  const { linter: local, dialects } = await ready();
  await local.setDialect(dialects[dialect]);
  const lints = await local.lint(text);
  return lints.map((found) => {
    const span = found.span();
    const result: FoundLint = {
      start: span.start,
      end: span.end,
      problem: found.get_problem_text(),
      kind: found.lint_kind(),
      message: found.message(),
      suggestions: found.suggestions().map((suggestion) => suggestion.get_replacement_text()),
    };
    found.free();
    return result;
  });
}
