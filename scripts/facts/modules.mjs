// Module facts of an installed Docusaurus version, read with the TypeScript parser (no type checking): the names a
// module exports, the ambient `declare module '…'` blocks of the packages' type declarations, the `@theme/*`
// components a theme ships, and the closure of declaration files a type-check of the docs' samples needs.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const parse = (file) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);

const hasModifier = (node, kind) =>
  (ts.canHaveModifiers(node) ? ts.getModifiers(node) : [])?.some((m) => m.kind === kind);

/** The first existing declaration (or ESM JavaScript) file a relative specifier names. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.d.ts`,
    base.replace(/\.js$/, '.d.ts'),
    `${base}.js`,
    path.join(base, 'index.d.ts'),
    path.join(base, 'index.js'),
  ];
  return candidates.find((c) => /\.(d\.ts|js)$/.test(c) && fs.existsSync(c) && fs.statSync(c).isFile());
}

/** Names exported by a list of statements (a file, or the body of an ambient module); `export *` follows files. */
function statementExports(statements, file, seen) {
  const names = new Set();
  for (const s of statements) {
    if (ts.isExportAssignment(s)) names.add('default');
    else if (ts.isExportDeclaration(s)) {
      if (s.exportClause && ts.isNamedExports(s.exportClause)) {
        s.exportClause.elements.forEach((e) => names.add(e.name.text));
      } else if (s.exportClause && ts.isNamespaceExport(s.exportClause)) {
        names.add(s.exportClause.name.text);
      } else if (s.moduleSpecifier && file && s.moduleSpecifier.text.startsWith('.')) {
        const target = resolveRelative(file, s.moduleSpecifier.text);
        if (target) exportNames(target, seen).forEach((n) => n !== 'default' && names.add(n));
      }
    } else if (hasModifier(s, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(s, ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(s)) {
        s.declarationList.declarations.forEach((d) => ts.isIdentifier(d.name) && names.add(d.name.text));
      } else if (s.name && ts.isIdentifier(s.name)) names.add(s.name.text);
    }
  }
  return names;
}

/** Sorted names a declaration file or ESM JavaScript file exports, `export * from './x'` included. */
export function exportNames(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  return [...statementExports(parse(file).statements, file, seen)].sort();
}

/** `declare module '<name>' {…}` blocks of a declaration file: {name → sorted export names} (shorthand ones: []). */
export function ambientModules(file) {
  const modules = {};
  for (const s of parse(file).statements) {
    if (!ts.isModuleDeclaration(s) || !ts.isStringLiteral(s.name)) continue;
    const body = s.body && ts.isModuleBlock(s.body) ? s.body.statements : [];
    modules[s.name.text] = [...statementExports(body, undefined, new Set())].sort();
  }
  return modules;
}

/** Every module specifier a declaration file imports or re-exports (`import('x')` types included). */
export function importedSpecifiers(file) {
  const out = new Set();
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      out.add(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      out.add(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return [...out];
}

/** A declaration file and every declaration file it reaches through relative imports. */
export function declarationClosure(entry) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of importedSpecifiers(file)) {
      if (!spec.startsWith('.')) continue;
      const target = resolveRelative(file, spec);
      if (target?.endsWith('.d.ts')) visit(target);
    }
  };
  visit(entry);
  return [...files].sort();
}

/**
 * The `@theme/*` names a theme package ships: every component folder (with an index) and file under lib/theme,
 * as `Name` or `Parent/Name`.
 */
export function themeComponents(pkgDir) {
  const themeDir = path.join(pkgDir, 'lib/theme');
  if (!fs.existsSync(themeDir)) return [];
  const names = new Set();
  const visit = (dir, prefix) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (fs.existsSync(path.join(dir, entry.name, 'index.js'))) names.add(rel);
        visit(path.join(dir, entry.name), rel);
      } else if (/\.js$/.test(entry.name) && entry.name !== 'index.js' && !/\.d\.ts$/.test(entry.name)) {
        names.add(rel.replace(/\.js$/, ''));
      }
    }
  };
  visit(themeDir, '');
  return [...names].sort();
}

/**
 * The importable entry points of a package and their declaration files: each `exports` subpath (not patterns,
 * styles or package.json), else its `types`/`main`. Returns {specifier → declaration or ESM file}.
 */
export function entryPoints(pkgDir, pkgName) {
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const entries = {};
  const declarationOf = (target) => {
    const file = path.join(pkgDir, target);
    const dts = file.replace(/\.(c|m)?js$/, '.d.ts');
    if (fs.existsSync(dts)) return dts;
    return fs.existsSync(file) && /\.d\.ts$/.test(file) ? file : undefined;
  };
  if (pkg.exports && typeof pkg.exports === 'object' && !Array.isArray(pkg.exports)) {
    for (const [sub, value] of Object.entries(pkg.exports)) {
      if (sub.includes('*') || sub === './package.json' || !sub.startsWith('.')) continue;
      const target =
        typeof value === 'string' ? value : (value.types ?? value.default ?? value.require ?? value.import);
      if (typeof target !== 'string' || /\.css$/.test(target)) continue;
      const file = declarationOf(target);
      if (file) entries[sub === '.' ? pkgName : `${pkgName}/${sub.slice(2)}`] = file;
    }
  } else {
    const target = pkg.types ?? pkg.typings ?? pkg.main;
    const file = target && declarationOf(target);
    if (file) entries[pkgName] = file;
  }
  return entries;
}

/** Member names of `export type <name> = {…}` (or an intersection of type literals, or an interface) in a file. */
export function typeMembers(file, name) {
  const names = new Set();
  const collect = (type) => {
    if (!type) return;
    if (ts.isTypeLiteralNode(type)) type.members.forEach((m) => m.name && names.add(m.name.getText(source)));
    else if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type)) type.types.forEach(collect);
    else if (ts.isParenthesizedTypeNode(type)) collect(type.type);
  };
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const s of source.statements) {
    if (ts.isTypeAliasDeclaration(s) && s.name.text === name) collect(s.type);
    if (ts.isInterfaceDeclaration(s) && s.name.text === name) {
      s.members.forEach((m) => m.name && names.add(m.name.getText(source)));
    }
  }
  return [...names].sort();
}
