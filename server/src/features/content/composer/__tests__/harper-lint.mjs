// Lints texts with harper.js in a plain Node process: harper.js is ESM only, jest runs CommonJS.
// Reads a JSON array of texts on stdin; writes, for each, its lints as { kind, message, text }.
import { LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const linter = new LocalLinter({ binary: binaryInlined });
await linter.setup();
const answers = [];
for (const text of JSON.parse(input)) {
  const lints = await linter.lint(text);
  answers.push(
    lints.map((lint) => {
      const span = lint.span();
      return {
        kind: lint.lint_kind(),
        message: lint.message(),
        text: text.slice(span.start, span.end),
      };
    }),
  );
}
process.stdout.write(JSON.stringify(answers));
