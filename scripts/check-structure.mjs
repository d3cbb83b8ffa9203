// The structure check: dependency-cruiser's rules (.dependency-cruiser.cjs) between files, and
// cycles between modules (a feature folder, or a top folder of a side's src/). Any violation
// and any cycle fails it: layers only point down.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const output = execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
    'common/src',
    'server/src',
    'worker/src',
    'client/src',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
  ],
  { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
);
const result = JSON.parse(output);

/** The module a file belongs to: a feature folder, else the top folder (or file) of its src/. */
function moduleOf(file) {
  const match =
    /^(common|server|worker|client)\/src\/(features\/[^/]+|[^/]+)/.exec(file) ??
    /^(common|server|worker|client)\/(test)\//.exec(file);
  if (!match) return null;
  return `${match[1]}/${match[2].replace(/\.(tsx?|mjs|js)$/, '')}`;
}

const edges = new Map();
for (const mod of result.modules) {
  const from = moduleOf(mod.source);
  if (!from || mod.source.includes('__tests__')) continue;
  for (const dep of mod.dependencies) {
    const to = moduleOf(dep.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

/** Tarjan's strongly connected components: each with more than one module is a cycle. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

const violations = result.summary.violations
  .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
  .sort();
const moduleCycles = cycles(edges).map((c) => c.join(' ⇄ '));

console.log(
  `Structure: ${violations.length} violations between files, ${moduleCycles.length} cycles between modules.`,
);
if (violations.length || moduleCycles.length) {
  for (const v of violations) console.error(`violation  ${v}`);
  for (const c of moduleCycles) console.error(`cycle      ${c}`);
  console.error('The structure check failed: see .dependency-cruiser.cjs for the rules.');
  process.exit(1);
}
