// Child process of history-extract.mjs (run with --require history-stub.cjs): loads the @docusaurus packages of one
// release, unpacked in argv[2] over the shared dependencies, and prints their facts as JSON in the shape dump.mjs
// writes (siteConfig, plugins, presetClassic, frontMatter, cli) plus the release's engines. Releases from alpha.59
// to rc.1 name and export their schemas differently, so schemas are caught where every release hands them to Joi:
// each Joi copy's `validate` is wrapped to remember the schema it was called on.
import {createRequire} from 'node:module';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {OPTION_PLUGINS, declaredKeys, describeToFacts, parseCommandList, parseHelp, tsTypes} from './describe.mjs';

const dir = path.resolve(process.argv[2]);
const require = createRequire(path.join(dir, 'package.json'));
const pkgDir = (pkg) => path.join(dir, 'node_modules', pkg);
const has = (pkg) => fs.existsSync(path.join(pkgDir(pkg), 'package.json'));
const manifest = (pkg) => JSON.parse(fs.readFileSync(path.join(pkgDir(pkg), 'package.json'), 'utf8'));

const validated = [];
for (const joiName of ['joi', '@hapi/joi']) {
  const Joi = require(joiName);
  let proto = Object.getPrototypeOf(Joi.object());
  while (proto && !Object.hasOwn(proto, 'validate')) proto = Object.getPrototypeOf(proto);
  const original = proto.validate;
  proto.validate = function remember(...args) {
    validated.push(this);
    return original.apply(this, args);
  };
}

/** The first schema Joi validated with while `run` ran (errors of the stubbed world are expected and ignored). */
function caught(run, accept = () => true) {
  validated.length = 0;
  try {
    run();
  } catch {
    // A schema handed to Joi before the failure is all that is needed.
  }
  return validated.find((schema) => accept(schema.describe()));
}

/** The schema a plugin or theme passes to the `validate` helper Docusaurus gives validateOptions/validateThemeConfig. */
function handed(validator, key) {
  let schema;
  const validate = (s, value) => {
    schema = s;
    return value;
  };
  try {
    validator({validate, [key]: {}});
  } catch {
    // Only the schema matters.
  }
  return schema;
}

/** Top-level lib/ modules of a package whose source mentions `word`, loaded. */
function libModules(pkg, test) {
  const lib = path.join(pkgDir(pkg), 'lib');
  if (!fs.existsSync(lib)) return [];
  return fs
    .readdirSync(lib)
    .filter((f) => f.endsWith('.js'))
    .sort()
    .filter((f) => test(f, fs.readFileSync(path.join(lib, f), 'utf8')))
    .flatMap((f) => {
      try {
        return [require(path.join(lib, f))];
      } catch {
        return [];
      }
    });
}

function defaultsOf(pkg, exportName) {
  for (const mod of libModules(pkg, (f, src) => src.includes(`exports.${exportName}`))) {
    if (mod[exportName]) return mod[exportName];
  }
  return {};
}

function declaredFacts(pkg, typeName) {
  for (const sub of ['src', 'lib']) {
    const folder = path.join(pkgDir(pkg), sub);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs
      .readdirSync(folder)
      .filter((f) => /\.d\.ts$|^options\.ts$/.test(f))
      .sort()) {
      const keys = declaredKeys(fs.readFileSync(path.join(folder, file), 'utf8'), typeName);
      if (keys.length) return keys.map(({name, tsType}) => ({name, type: tsTypes(tsType), declared: true}));
    }
  }
  return [];
}

function pluginFacts(name) {
  const pkg = `@docusaurus/${name}`;
  let mod;
  try {
    mod = require(pkg);
  } catch (error) {
    process.stderr.write(`cannot load ${pkg}: ${error.message.split('\n')[0]}\n`);
    return undefined;
  }
  mod = mod.validateOptions || mod.validateThemeConfig ? mod : (mod.default ?? mod);
  const facts = {version: manifest(pkg).version, options: []};
  const validateOptions = mod.validateOptions ?? mod.default?.validateOptions;
  if (validateOptions) {
    let schema = handed(validateOptions, 'options');
    // Docusaurus appends `id` to every plugin's schema (normalizePluginOptions) from the release that has it on.
    const idSchema = has('@docusaurus/utils-validation') && require('@docusaurus/utils-validation').PluginIdSchema;
    if (schema && idSchema && schema.type === 'object') schema = schema.append({id: idSchema});
    if (schema) facts.options = describeToFacts(schema.describe(), defaultsOf(pkg, 'DEFAULT_OPTIONS'));
    // Options the schema lets through unvalidated (`unknown()`), e.g. ideal-image's loader settings: their declared type.
    if (schema?.describe().flags?.unknown) {
      const known = new Set(facts.options.map((o) => o.name));
      facts.options.push(...declaredFacts(pkg, 'PluginOptions').filter((o) => !known.has(o.name)));
    }
  }
  const validateThemeConfig = mod.validateThemeConfig ?? mod.default?.validateThemeConfig;
  if (validateThemeConfig) {
    const schema = handed(validateThemeConfig, 'themeConfig');
    if (schema) facts.themeConfig = describeToFacts(schema.describe(), defaultsOf(pkg, 'DEFAULT_CONFIG'));
  }
  return facts;
}

function siteConfigFacts() {
  const validation = require(path.join(pkgDir('@docusaurus/core'), 'lib/server/configValidation.js'));
  const minimal = {title: 'T', url: 'https://example.com', baseUrl: '/', favicon: 'f.ico'};
  const schema =
    validation.ConfigSchema ??
    caught(
      () => validation.validateConfig(minimal),
      (d) => Boolean(d.keys?.baseUrl),
    );
  return describeToFacts(schema.describe(), validation.DEFAULT_CONFIG ?? {});
}

/** Front matter: the schema each `validate…FrontMatter` function of the plugin's lib/ hands to Joi. */
function frontMatterFacts(pkg, pattern) {
  for (const mod of libModules(pkg, (f, src) => /FrontMatter/.test(src) && /validate/.test(src))) {
    for (const [fn, value] of Object.entries(mod)) {
      if (typeof value !== 'function' || !pattern.test(fn)) continue;
      const schema = caught(
        () => value({}),
        (d) => d.type === 'object' && Boolean(d.keys),
      );
      if (schema) return describeToFacts(schema.describe());
    }
  }
  return undefined;
}

function help(bin, args) {
  try {
    return execFileSync(
      process.execPath,
      ['--require', path.join(import.meta.dirname, 'history-stub.cjs'), bin, ...args, '--help'],
      {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        env: {...process.env, NO_UPDATE_NOTIFIER: '1', COLUMNS: '200', FORCE_COLOR: '0', NO_COLOR: '1'},
      },
    );
  } catch (error) {
    return error.stdout ?? '';
  }
}

function cliFacts() {
  const binField = manifest('@docusaurus/core').bin;
  const bin = path.join(pkgDir('@docusaurus/core'), typeof binField === 'string' ? binField : binField.docusaurus);
  const commands = parseCommandList(help(bin, []));
  return Object.fromEntries(commands.map((command) => [command, parseHelp(help(bin, [command]))]));
}

const core = manifest('@docusaurus/core');
const facts = {
  version: core.version,
  packages: Object.fromEntries(
    ['@docusaurus/core', '@docusaurus/preset-classic', ...OPTION_PLUGINS.map((p) => `@docusaurus/${p}`)]
      .filter(has)
      .map((p) => [p, manifest(p).version]),
  ),
  engines: {node: core.engines?.node ?? null, react: core.peerDependencies?.react ?? null},
  siteConfig: siteConfigFacts(),
  plugins: Object.fromEntries(
    OPTION_PLUGINS.filter((p) => has(`@docusaurus/${p}`))
      .map((p) => [p, pluginFacts(p)])
      .filter(([, f]) => f),
  ),
  presetClassic: declaredFacts('@docusaurus/preset-classic', 'Options'),
  frontMatter: Object.fromEntries(
    [
      ['docs', '@docusaurus/plugin-content-docs', /^validateDocFrontMatter$/],
      ['blog', '@docusaurus/plugin-content-blog', /^validateBlogPostFrontMatter$/],
      ['pages', '@docusaurus/plugin-content-pages', /^validatePageFrontMatter$/],
    ]
      .map(([kind, pkg, pattern]) => [kind, frontMatterFacts(pkg, pattern)])
      .filter(([, f]) => f),
  ),
  cli: {docusaurus: cliFacts()},
};

fs.writeSync(1, JSON.stringify(facts));
