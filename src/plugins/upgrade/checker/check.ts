/**
 * The config checker: a pasted docusaurus.config.js/.ts is parsed with @babel/parser (JS and TypeScript syntax,
 * never evaluated) and its literal option keys and values are checked against the target release's items.
 * Runs in a Web Worker (./worker.ts); pure, so the unit tests run it directly.
 */
import {parse} from '@babel/parser';
import {renamedName, type ItemState} from '../../option-anchors/history';

export type Finding = {
  kind: 'unknown' | 'removed' | 'renamed' | 'invalid' | 'default-changed';
  line: number;
  key: string;
  message: string;
  href?: string;
};
/** `findings`: the first MAX_FINDINGS by line; `total`: how many there are in all. */
export type CheckResult = {ok: true; findings: Finding[]; total: number} | {ok: false; error: string};

/**
 * Findings sent back to the page: a 1 MB paste of unknown keys has tens of thousands, and copying and rendering them
 * all on the main thread blocked the tab for seconds. The page says how many more there are.
 */
export const MAX_FINDINGS = 200;
export type CheckInput = {
  source: string;
  /** Items of the target release and of the release the site runs now. */
  target: Record<string, ItemState>;
  current?: Record<string, ItemState>;
  /** Item key → row link in the target docs. */
  rows?: Record<string, string>;
  /** Old item key → new one, for the releases between. */
  renames?: Record<string, string>;
  targetTitle: string;
};

// Minimal AST shapes: @babel/types is not a dependency, and only these node kinds matter here.
type Loc = {start: {line: number; column: number}};
type Node = {type: string; loc?: Loc} & Record<string, unknown>;

/** Preset-classic sections and the plugin each configures. */
const PRESET_SECTIONS: Record<string, string> = {
  docs: 'plugin:plugin-content-docs',
  blog: 'plugin:plugin-content-blog',
  pages: 'plugin:plugin-content-pages',
  sitemap: 'plugin:plugin-sitemap',
  googleAnalytics: 'plugin:plugin-google-analytics',
  gtag: 'plugin:plugin-google-gtag',
  theme: 'plugin:theme-classic',
  debug: 'plugin:plugin-debug',
};

const THEME_CONFIG_SCOPES = [
  'themeConfig:theme-classic',
  'themeConfig:theme-search-algolia',
  'themeConfig:theme-live-codeblock',
];

/** The expression under TS wrappers (`x as Config`, `x satisfies Config`, `(x)`, `x!`). */
function unwrap(node: Node | undefined): Node | undefined {
  let current = node;
  while (
    current &&
    [
      'TSAsExpression',
      'TSSatisfiesExpression',
      'TSNonNullExpression',
      'ParenthesizedExpression',
      'TSTypeAssertion',
    ].includes(current.type)
  ) {
    current = current.expression as Node;
  }
  return current;
}

function keyName(property: Node): string | undefined {
  if (property.computed) return undefined;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'StringLiteral') return key.value as string;
  return undefined;
}

/** The literal value of an expression, or `undefined` when it is not a plain literal. */
function literal(node: Node): {value: unknown; type: string} | undefined {
  switch (node.type) {
    case 'StringLiteral':
      return {value: node.value, type: 'string'};
    case 'NumericLiteral':
      return {value: node.value, type: 'number'};
    case 'BooleanLiteral':
      return {value: node.value, type: 'boolean'};
    case 'NullLiteral':
      return {value: null, type: 'null'};
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length ? undefined : {value: undefined, type: 'string'};
    case 'ObjectExpression':
      return {value: undefined, type: 'object'};
    case 'ArrayExpression':
      return {value: undefined, type: 'array'};
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return {value: undefined, type: 'function'};
    default:
      return undefined;
  }
}

const lineOf = (node: Node): number => node.loc?.start.line ?? 0;

/** The object literal a config file exports: `module.exports =`, `export default`, or the variable either names. */
function configObject(program: Node): Node | undefined {
  const body = program.body as Node[];
  const declared = new Map<string, Node>();
  for (const statement of body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const d of statement.declarations as Node[]) {
      const id = d.id as Node;
      if (id.type === 'Identifier' && d.init) declared.set(id.name as string, d.init as Node);
    }
  }
  const resolve = (node: Node | undefined): Node | undefined => {
    const value = unwrap(node);
    if (!value) return undefined;
    if (value.type === 'Identifier') return resolve(declared.get(value.name as string));
    if (value.type === 'ObjectExpression') return value;
    // defineConfig({…}) and similar helpers: the first object argument.
    if (value.type === 'CallExpression') return resolve((value.arguments as Node[])[0]);
    return undefined;
  };
  for (const statement of body) {
    if (statement.type === 'ExportDefaultDeclaration') return resolve(statement.declaration as Node);
    if (statement.type === 'ExpressionStatement') {
      const e = statement.expression as Node;
      if (e.type === 'AssignmentExpression' && (e.left as Node).type === 'MemberExpression') {
        const left = e.left as Node;
        const objectName = ((left.object as Node).name as string) ?? '';
        const propertyName = ((left.property as Node).name as string) ?? '';
        if (objectName === 'module' && propertyName === 'exports') return resolve(e.right as Node);
      }
    }
  }
  return declared.get('config') ? resolve(declared.get('config')) : undefined;
}

const typeAccepts = (state: ItemState, type: string): boolean =>
  state.type.length === 0 ||
  state.type.includes('any') ||
  state.type.includes(type) ||
  (type === 'function' && state.type.includes('object'));

/** Checks a pasted config. Bounded: one pass over the parsed tree, no evaluation. */
export function checkConfig(input: CheckInput): CheckResult {
  let program: Node;
  try {
    const file = parse(input.source, {
      sourceType: 'unambiguous',
      plugins: ['typescript', 'jsx'],
      errorRecovery: false,
    }) as unknown as Node;
    program = file.program as Node;
  } catch (error) {
    const loc = (error as {loc?: {line: number; column: number}}).loc;
    return {ok: false, error: loc ? `parse error at ${loc.line}:${loc.column + 1}` : `parse error: ${String(error)}`};
  }
  const config = configObject(program);
  if (!config)
    return {ok: false, error: 'no config object found: export it with module.exports = {…} or export default'};

  const findings: Finding[] = [];
  const seen = new Set<string>();
  // Built once, so each property costs a lookup and not a scan of every item (linear in the size of the paste).
  const scopes = new Set<string>();
  const objectParents = new Set<string>();
  const arrayParents = new Set<string>();
  for (const key of Object.keys(input.target)) {
    scopes.add(key.slice(0, key.lastIndexOf(':')));
    for (let i = key.indexOf('.'); i > 0; i = key.indexOf('.', i + 1)) {
      if (key.endsWith('[]', i)) arrayParents.add(key.slice(0, i - 2));
      else objectParents.add(key.slice(0, i));
    }
  }
  const hasScope = (scope: string) => scopes.has(scope);

  const checkObject = (object: Node, scopes: string[], prefix: string) => {
    for (const property of object.properties as Node[]) {
      if (property.type !== 'ObjectProperty') continue;
      const name = keyName(property);
      if (!name) continue;
      const path = prefix ? `${prefix}.${name}` : name;
      const value = unwrap(property.value as Node) as Node;
      const scope =
        scopes.find((s) => input.target[`${s}:${path}`]) ?? scopes.find((s) => input.current?.[`${s}:${path}`]);
      const key = `${scope ?? scopes[0]}:${path}`;
      seen.add(key);
      const state = scope ? input.target[key] : undefined;
      const line = lineOf(property);
      const href = input.rows?.[key];
      if (!state) {
        const renamed = input.renames?.[key];
        if (renamed) {
          findings.push({
            kind: 'renamed',
            line,
            key,
            message: `${path} was renamed to ${renamedName(key, renamed)}`,
            href: input.rows?.[renamed],
          });
        } else if (scope && input.current?.[key]) {
          findings.push({kind: 'removed', line, key, message: `${path} no longer exists in ${input.targetTitle}`});
        } else {
          findings.push({kind: 'unknown', line, key, message: `${path} is not an option of ${input.targetTitle}`});
        }
        continue;
      }
      const lit = literal(value);
      if (lit && lit.value !== undefined && state.allowed && !state.allowed.some((a) => a === lit.value)) {
        findings.push({
          kind: 'invalid',
          line,
          key,
          href,
          message: `${path}: ${JSON.stringify(lit.value)} is not one of ${state.allowed.map((a) => JSON.stringify(a)).join(', ')}`,
        });
      } else if (lit && !typeAccepts(state, lit.type)) {
        findings.push({
          kind: 'invalid',
          line,
          key,
          href,
          message: `${path}: a ${lit.type} where ${input.targetTitle} expects ${state.type.join(' or ')}`,
        });
      }
      if (value.type === 'ObjectExpression' && objectParents.has(key)) {
        checkObject(value, [scope as string], path);
      }
      if (value.type === 'ArrayExpression' && arrayParents.has(key)) {
        for (const element of value.elements as Node[]) {
          const item = unwrap(element);
          if (item?.type === 'ObjectExpression') checkObject(item, [scope as string], `${path}[]`);
        }
      }
    }
  };

  /** `'classic'`/`'@docusaurus/plugin-x'` (optionally in a `[name, options]` pair) → the plugin scope. */
  const pluginEntries = (list: Node | undefined, preset: boolean) => {
    if (list?.type !== 'ArrayExpression') return;
    for (const element of list.elements as Node[]) {
      const entry = unwrap(element);
      const [nameNode, optionsNode] = entry?.type === 'ArrayExpression' ? (entry.elements as Node[]) : [entry];
      const name = nameNode?.type === 'StringLiteral' ? (nameNode.value as string) : '';
      const options = unwrap(optionsNode);
      if (options?.type !== 'ObjectExpression') continue;
      if (preset && /(^|\/)(preset-)?classic$/.test(name)) {
        for (const property of options.properties as Node[]) {
          const section = property.type === 'ObjectProperty' ? keyName(property) : undefined;
          const value = unwrap(property.value as Node);
          const scope = section ? PRESET_SECTIONS[section] : undefined;
          if (scope && value?.type === 'ObjectExpression' && hasScope(scope)) checkObject(value, [scope], '');
        }
      } else if (!preset) {
        const plugin = name.replace(/^@docusaurus\//, '').replace(/^(content-)/, 'plugin-content-');
        const scope = `plugin:${plugin.startsWith('plugin-') || plugin.startsWith('theme-') ? plugin : `plugin-${plugin}`}`;
        if (hasScope(scope)) checkObject(options, [scope], '');
      }
    }
  };

  for (const property of config.properties as Node[]) {
    if (property.type !== 'ObjectProperty') continue;
    const name = keyName(property);
    const value = unwrap(property.value as Node);
    if (name === 'presets') pluginEntries(value, true);
    if (name === 'plugins' || name === 'themes') pluginEntries(value, false);
    if (name === 'themeConfig' && value?.type === 'ObjectExpression') {
      checkObject(value, THEME_CONFIG_SCOPES.filter(hasScope), '');
      continue;
    }
  }
  // Top-level keys: only the site config's own (themeConfig, presets and plugins were looked into above).
  const top = {
    ...config,
    properties: (config.properties as Node[]).filter((p) => !['themeConfig'].includes(keyName(p) ?? '')),
  };
  checkObject(top, ['config'], '');

  // Defaults that changed between the two releases, for options of a scope the config uses but does not set.
  if (input.current) {
    const usedScopes = new Set([...seen].map((k) => k.slice(0, k.lastIndexOf(':'))));
    for (const [key, state] of Object.entries(input.target)) {
      const before = input.current[key];
      const scope = key.slice(0, key.lastIndexOf(':'));
      if (!before || seen.has(key) || !usedScopes.has(scope) || key.includes('[]') || key.includes('.*')) continue;
      if (JSON.stringify(before.default) === JSON.stringify(state.default) || before.default === undefined) continue;
      if (typeof state.default === 'object' && state.default !== null && !Array.isArray(state.default)) continue;
      findings.push({
        kind: 'default-changed',
        line: lineOf(config),
        key,
        href: input.rows?.[key],
        message: `${key.slice(key.lastIndexOf(':') + 1)} is not set: its default changes from ${JSON.stringify(before.default)} to ${JSON.stringify(state.default ?? null)}`,
      });
    }
  }
  findings.sort((a, b) => a.line - b.line);
  return {ok: true, findings: findings.slice(0, MAX_FINDINGS), total: findings.length};
}
