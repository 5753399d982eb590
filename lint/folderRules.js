// Two rules about the folders of a layer, which eslint-plugin-boundaries does not express:
// - feature-entry: a PWA feature imports another only through the modules that one offers on
//   purpose, listed in the config (not an index.ts that re-exports them: the build would then put
//   every module it names into the chunk of each screen that imports one of them);
// - folder-order: the folders of a layer import each other in one direction only, the order the
//   config lists them in (each may import the ones after it), so no two can ever import each other.
import { dirname, relative, resolve, sep } from 'node:path';

/** The first name under `root` (a path relative to the project) on the way to `file`, or undefined outside it. */
function folderUnder(root, file) {
  const inside = relative(root, file);
  return inside === '' || inside.startsWith('..') ? undefined : inside.split(sep)[0];
}

/** Calls `check(node, target)` for each relative import, re-export and dynamic import of the file, with the target relative to the project. */
function eachImport(context, check) {
  const from = relative(context.cwd, context.filename);
  const visit = (node) => {
    const source = node.source?.value;
    if (typeof source === 'string' && source.startsWith('.')) check(node, relative(context.cwd, resolve(context.cwd, dirname(from), source)), from);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const featureEntry = {
  meta: {
    type: 'problem',
    schema: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }],
    messages: { inner: "'{{file}}' is inside the feature '{{feature}}'; other features import only what it offers: {{offered}}." },
  },
  create(context) {
    const [root, offered] = context.options;
    return eachImport(context, (node, target, from) => {
      const feature = folderUnder(root, target);
      if (!feature || feature === folderUnder(root, from)) return;
      const modules = offered[feature] ?? [];
      if (!modules.some((module) => target === `${root}/${feature}/${module}`)) {
        context.report({ node, messageId: 'inner', data: { file: target, feature, offered: modules.join(', ') || 'nothing' } });
      }
    });
  },
};

const folderOrder = {
  meta: {
    type: 'problem',
    schema: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    messages: {
      against: "'{{from}}' may not import '{{to}}': the folders of {{root}} import only those listed after them ({{order}}), so none import each other.",
    },
  },
  create(context) {
    const [root, order] = context.options;
    return eachImport(context, (node, target, from) => {
      const [a, b] = [folderUnder(root, from), folderUnder(root, target)];
      if (!a || !b || a === b || !order.includes(a) || !order.includes(b)) return;
      if (order.indexOf(b) < order.indexOf(a)) context.report({ node, messageId: 'against', data: { from: a, to: b, root, order: order.join(' → ') } });
    });
  },
};

export const folders = { rules: { 'feature-entry': featureEntry, 'folder-order': folderOrder } };
