// Keeps the feature folders apart (docs/ARCHITECTURE.md, "Module faces"):
// - a server module uses another module only through that module's face, its index.ts (what it offers others);
//   a test may reach further into another module, for its set-up, but never into its repository (its tables);
// - a web feature uses another feature only through that feature's face, its index.ts (the pickers, names and
//   hooks it lends to others' screens); what no feature owns lives in src/web/kit, src/web/components or another
//   shared folder.
import path from 'node:path';

const SERVER_MODULES = 'src/server/modules/';
const WEB_FEATURES = 'src/web/features/';

function folderUnder(root, file) {
  const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
  if (!relative.startsWith(root)) return null;
  return relative.slice(root.length).split('/')[0] ?? null;
}

/** Whether the import target is the index.ts right in the folder, not one in a subfolder of it. */
function isFaceOf(root, folder, target) {
  const relative = path.relative(path.resolve(root, folder), target).split(path.sep).join('/');
  return /^index(\.[jt]sx?)?$/.test(relative);
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossModuleImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Forbids a module importing another module's files other than its face (index.ts), a test another module's " +
        "repository, and a web feature another feature's files other than its face (index.ts).",
    },
    schema: [],
    messages: {
      face: "modules/{{from}} imports modules/{{to}}'s own file. Import modules/{{to}}/index.js, its face, and export what is needed there.",
      repository:
        "modules/{{from}} imports the repository of modules/{{to}}. Use modules/{{to}}'s service (or a function it exports) instead.",
      feature:
        "features/{{from}} imports features/{{to}}'s own file. Import features/{{to}}/index.js, its face, and export what is needed there.",
    },
  },
  create(context) {
    const file = context.filename;
    const fromModule = folderUnder(SERVER_MODULES, file);
    const fromFeature = folderUnder(WEB_FEATURES, file);
    if (!fromModule && !fromFeature) return {};
    const isTest = /\.test\.[jt]sx?$/.test(file);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (fromModule) {
        const toModule = folderUnder(SERVER_MODULES, target);
        const isRepository = /\.repo(\.[jt]s)?$/.test(target);
        if (toModule && toModule !== fromModule) {
          const isFace = isFaceOf(SERVER_MODULES, toModule, target);
          if (!isTest && !isFace) {
            context.report({ node: node.source, messageId: 'face', data: { from: fromModule, to: toModule } });
          } else if (isRepository) {
            context.report({ node: node.source, messageId: 'repository', data: { from: fromModule, to: toModule } });
          }
        }
      }
      if (fromFeature) {
        const toFeature = folderUnder(WEB_FEATURES, target);
        if (toFeature && toFeature !== fromFeature && !isFaceOf(WEB_FEATURES, toFeature, target)) {
          context.report({ node: node.source, messageId: 'feature', data: { from: fromFeature, to: toFeature } });
        }
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-cross-module-imports': noCrossModuleImports } };
