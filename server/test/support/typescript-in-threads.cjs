// Loaded first by a worker thread started from the TypeScript sources (src/kernel/threaded.ts
// under jest), or by an API or worker process a test starts from them (support/processes.ts):
// the thread or process is plain Node, so it compiles .ts files with swc as jest does, and finds
// @postpilot/common and @postpilot/server at their sources, as jest's moduleNameMapper does.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const WORKSPACE = {
  '@postpilot/common': path.resolve(__dirname, '../../../common/src/index.ts'),
  '@postpilot/server': path.resolve(__dirname, '../../src/index.ts'),
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, WORKSPACE[request] ?? request, ...rest);
};

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
