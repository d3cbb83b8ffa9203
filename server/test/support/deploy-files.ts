import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** The repository's root folder. */
export const REPOSITORY = path.resolve(__dirname, '../../..');

/** A file of the repository, by its path from the root. */
export const repositoryFile = (relative: string) =>
  readFileSync(path.join(REPOSITORY, relative), 'utf8');

/** Every YAML document of a file (a `---` separates them); a syntax error fails. */
export function yamlDocuments(relative: string): unknown[] {
  return parseAllDocuments(repositoryFile(relative)).map((document) => {
    if (document.errors.length) {
      throw new Error(`${relative}: ${document.errors.map((error) => error.message).join('; ')}`);
    }
    return document.toJS() as unknown;
  });
}

/** Every variable docs/configuration.md describes: the names in its table's first column. */
export function documentedVariables(): Set<string> {
  const names = new Set<string>();
  for (const line of repositoryFile('docs/configuration.md').split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name!);
  }
  return names;
}

/** The npm scripts of the root package.json. */
export const npmScripts = () =>
  (JSON.parse(repositoryFile('package.json')) as { scripts: Record<string, string> }).scripts;
