// Fails when the committed generated files differ from what `npm run codegen` would write now.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { generate } from '@graphql-codegen/cli';

const require = createRequire(import.meta.url);
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs' } });
const config = require('../codegen.ts').default;

const outputs = await generate({ ...config, silent: true, verbose: false }, false);
const stale = outputs.filter(({ filename, content }) => {
  const file = path.resolve(filename);
  return !existsSync(file) || readFileSync(file, 'utf8') !== content;
});
if (stale.length) {
  console.error(
    `Generated files are stale: ${stale.map((o) => o.filename).join(', ')}.\nRun \`npm run codegen\` and commit the result.`,
  );
  process.exit(1);
}
console.log(`Generated files are up to date (${outputs.length} files).`);
