// The type check of the content check: every JS/TS sample that imports `@docusaurus/*` or `@theme/*` is compiled
// against the type declarations of the page's version (snapshot in src/data/facts/types/<version>/, written by
// extract.mjs), all samples of a version in one in-memory TypeScript program. React's types are the site's own.
//
// Reported: what a reader would hit — a module or export the version does not have, a wrong prop or argument, a
// member that does not exist. Not reported: names a sample leaves undefined (it is an excerpt), Node globals,
// imports of the reader's own files. A sample marked `wrong` must fail; one marked `fragment` is skipped.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {NOT_DOCUSAURUS, definedInSamples} from './identifiers.mjs';
import {codeBlocks, isFragment, isWrong} from './samples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TYPES_DIR = path.join(root, 'src/data/facts/types');

// Diagnostics of excerpts rather than of the API: undefined names, Node's `require`/`process`/`module`, untyped or
// local modules, implicit any.
// 2347: type arguments to a call of an untyped (externals.d.ts) module such as `Joi.object<T>()`.
const IGNORED = new Set([2304, 2552, 2580, 2591, 2503, 7016, 2686, 2792, 1259, 2875, 17004, 2347]);
// A JS sample gets no type annotations: of its diagnostics, those about the API itself count — missing modules and
// exports, wrong argument counts, calls and JSX props no overload accepts.
const JS_REPORTED = new Set([2305, 2307, 2613, 2614, 2724, 2554, 2555, 2559, 2769, 2741, 2353]);

/** A page's samples that the type check covers, with the line of their fence. */
export function typedSamples(source) {
  return codeBlocks(source).filter(
    (b) =>
      /^(js|jsx|ts|tsx)$/.test(b.lang) &&
      /(from\s+|require\(|import\()\s*['"]@(docusaurus|theme)\//.test(b.body) &&
      !isFragment(b),
  );
}

// Parsed files shared by the versions' programs: TypeScript's libraries and React's types are the same for all.
const sharedFiles = new Map();

const listFiles = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? listFiles(full) : [full];
      })
    : [];

/**
 * Type-checks the samples of many pages of one version. `pages` are {file, source}; returns the problems as
 * {file, line, message} and the number of samples checked.
 */
export function typecheckVersion(version, pages) {
  const typesDir = path.join(TYPES_DIR, version);
  if (!fs.existsSync(typesDir)) throw new Error(`no type snapshot for ${version} in ${typesDir}`);
  const samples = [];
  for (const {file, source} of pages) {
    const own = definedInSamples(source);
    typedSamples(source).forEach((block, i) => {
      const ext = {js: 'jsx', jsx: 'jsx', ts: 'tsx', tsx: 'tsx'}[block.lang];
      const name = path.join(root, '__samples__', `${path.relative(root, file).replace(/[^\w]/g, '_')}_${i}.${ext}`);
      // Samples are modules: a sample without import/export would otherwise share the global scope with the others.
      samples.push({file, block, own, name, text: `${block.body}\nexport {};\n`});
    });
  }
  if (!samples.length) return {problems: [], checked: 0};
  const byName = new Map(samples.map((s) => [s.name, s]));
  const ambient = [...listFiles(path.join(typesDir, 'ambient')), path.join(typesDir, 'externals.d.ts')];
  const packages = Object.fromEntries(
    fs
      .readdirSync(path.join(typesDir, '@docusaurus'))
      .map((p) => [`@docusaurus/${p}`, path.join(typesDir, '@docusaurus', p)]),
  );
  const options = {
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: true,
    checkJs: true,
    noEmit: true,
    strict: false,
    skipLibCheck: true,
    esModuleInterop: true,
    allowSyntheticDefaultImports: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (f) => byName.get(f)?.text ?? readFile(f);
  host.fileExists = (
    (exists) => (f) =>
      byName.has(f) || exists(f)
  )(host.fileExists.bind(host));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, ...rest) => {
    if (byName.has(f)) return ts.createSourceFile(f, byName.get(f).text, lang, true);
    if (f.startsWith(TYPES_DIR)) return getSourceFile(f, lang, ...rest);
    if (!sharedFiles.has(f)) sharedFiles.set(f, getSourceFile(f, lang, ...rest));
    return sharedFiles.get(f);
  };
  // Only relative paths, the snapshot's packages and React resolve; every other module is left to the ambient
  // declarations (the snapshot's `declare module`s and externals.d.ts), never to the site's own node_modules.
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const name = literal.text;
      const pkg = Object.keys(packages).find((p) => name === p || name.startsWith(`${p}/`));
      if (pkg) {
        const target = path.join(packages[pkg], name.slice(pkg.length));
        return ts.resolveModuleName(target, containingFile, options, host);
      }
      if (name.startsWith('.') || name === 'react' || name.startsWith('react/')) {
        return ts.resolveModuleName(name, containingFile, options, host);
      }
      return {resolvedModule: undefined};
    });
  const program = ts.createProgram([...ambient, ...samples.map((s) => s.name)], options, host);
  const problems = [];
  for (const sample of samples) {
    const sourceFile = program.getSourceFile(sample.name);
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]
      .filter((d) => !IGNORED.has(d.code))
      .filter((d) => /^ts/.test(sample.block.lang) || JS_REPORTED.has(d.code))
      .filter((d) => !(d.code === 2307 && !reported2307(d, sample.own)));
    const at = (d) => sample.block.line + 1 + sourceFile.getLineAndCharacterOfPosition(d.start ?? 0).line;
    if (isWrong(sample.block)) {
      if (!diagnostics.length) {
        problems.push({file: sample.file, line: sample.block.line, message: 'sample marked `wrong` type-checks'});
      }
      continue;
    }
    for (const d of diagnostics) {
      const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      problems.push({
        file: sample.file,
        line: at(d),
        message: `sample does not type-check against ${version}: ${message}`,
      });
    }
  }
  return {problems, checked: samples.length};
}

/** "Cannot find module": reported for the version's own module names, not for the reader's files or components. */
function reported2307(diagnostic, own) {
  const name = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').match(/module '([^']+)'/)?.[1] ?? '';
  if (name.startsWith('@docusaurus/')) return !NOT_DOCUSAURUS.has(name);
  return name.startsWith('@theme/') && !own.has(name);
}
