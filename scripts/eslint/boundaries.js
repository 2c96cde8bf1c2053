/**
 * Heistbox's folder boundaries, as ESLint rules (issue 17: "folders are boundaries, enforced").
 *
 * A **module** is a folder of core that stands for one thing: each `core/cot/<name>/` (an engine such as `heist`, or
 * what engines share, such as `spot` or `foresight`), `core/skirmish/`, and any other folder of `core/` the table
 * below names. Two rules:
 *
 * - `heistbox/module-door`: code outside a module imports it only through its `index.ts` (its public door), so
 *   a module's other files are its own business.
 * - `heistbox/no-module-cycle`: no cycle between modules. The import graph of `core/` is read once per lint run
 *   (every `import … from './…'` and `export … from './…'`, type-only ones included: a type is a dependency too),
 *   and an import is reported when the module it reaches already reaches back.
 *
 * Imports into `core/shared/` and `core/dice/` are free: they are the kit every module builds on and import no
 * module themselves.
 *
 * `no-module-cycle` takes one option while issue 17 is under way: `pendingModules`, modules whose incoming edges
 * are left out of the graph. `['engine']` stands for core/engine/contract.ts still naming City of Thieves types
 * (Character, Spot, TrainingPurchase…): until the contract is generic, every cycle through core/engine is known and
 * pending. Remove the option once the contract imports no module of core/cot.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const core = join(root, 'core');

/** Folders of core whose imports are free (shared kit). */
const freeAreas = new Set(['shared', 'dice']);

/**
 * The module a file of core belongs to: `cot/heist`, `skirmish`, `campaign`…; `cot` for a file at the root of
 * `core/cot/`; `index` for core/index.ts; null outside core.
 */
export function moduleOf(file) {
  const path = relative(core, file).split(sep);
  if (path[0] === '..' || path.length === 0 || path[0] === '') return null;
  if (path.length === 1) return 'index';
  if (path[0] === 'cot') return path.length === 2 ? 'cot' : `cot/${path[1]}`;
  return path[0];
}

/** The folder a module's `index.ts` is in, or null for a module that is not a folder (core/cot's own files). */
function folderOf(module) {
  if (module === 'index' || module === 'cot') return null;
  return join(core, ...module.split('/'));
}

/** Whether `module` is a boundary: every module but the shared kit and core's own root files. */
function isBounded(module) {
  return module !== null && module !== 'index' && module !== 'cot' && !freeAreas.has(module);
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

let graph = null;

/** module → module → the first import that makes the edge (for the message). Read once per process. */
function moduleGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const file of sourceFiles(core)) {
    const from = moduleOf(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2];
      const to = moduleOf(resolve(dirname(file), specifier));
      if (!isBounded(from) || !isBounded(to) || from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, relative(root, file));
    }
  }
  return graph;
}

/** A path of modules from `start` to `goal` (both included), or null; edges into `pending` modules left out. */
function pathBetween(start, goal, pending = new Set()) {
  const edges = moduleGraph();
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const path = queue.shift();
    const last = path[path.length - 1];
    if (last === goal) return path;
    for (const next of edges.get(last)?.keys() ?? []) {
      if (seen.has(next) || pending.has(next)) continue;
      seen.add(next);
      queue.push([...path, next]);
    }
  }
  return null;
}

function importSources(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const moduleDoor = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module of core only through its index.ts (its public door).' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (from === null) return {};
    return importSources(context, (node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      const to = moduleOf(target);
      if (!isBounded(to) || to === from) return;
      const door = join(folderOf(to), 'index.ts');
      if (target === door) return;
      context.report({
        node: node.source,
        message: `core/${to} is a module: import it through core/${to}/index.ts, not ${relative(root, target)}.`,
      });
    });
  },
};

const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No cycle between the modules of core.' },
    schema: [
      {
        type: 'object',
        properties: {
          pendingModules: {
            description: 'Modules whose incoming edges are ignored until their known cycles are broken.',
            type: 'array',
            items: { type: 'string' },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!isBounded(from)) return {};
    const pending = new Set(context.options[0]?.pendingModules ?? []);
    return importSources(context, (node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const to = moduleOf(resolve(dirname(file), specifier));
      if (!isBounded(to) || to === from || pending.has(to)) return;
      const back = pathBetween(to, from, pending);
      if (!back) return;
      const via = back.map((module, index) => {
        const next = back[index + 1];
        return next ? `${module} → ${next} (${moduleGraph().get(module).get(next)})` : null;
      });
      context.report({
        node: node.source,
        message: `Module cycle: core/${from} imports core/${to}, which comes back: ${via.filter(Boolean).join('; ')}.`,
      });
    });
  },
};

/** Forget the graph (tests that lint source text of their own). */
export function forgetGraph() {
  graph = null;
}

export default {
  meta: { name: 'heistbox' },
  rules: { 'module-door': moduleDoor, 'no-module-cycle': noModuleCycle },
};
