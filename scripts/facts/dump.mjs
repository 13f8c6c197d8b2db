// Child process of extract.mjs: loads the @docusaurus packages installed in one temporary folder (argv[2]) with
// Node and prints their facts as JSON. A separate process per version keeps each version's Joi and the patched
// front-matter validator apart.
import {createRequire} from 'node:module';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  OPTION_PLUGINS as PLUGINS,
  buildableDescription,
  declaredKeys,
  describeToFacts,
  parseCommandList,
  parseHelp,
  tsTypes,
} from './describe.mjs';
import {
  ambientModules,
  declarationClosure,
  entryPoints,
  exportNames,
  themeComponents,
  typeMembers,
} from './modules.mjs';

const dir = path.resolve(process.argv[2]);
const require = createRequire(path.join(dir, 'package.json'));
// Paths inside the packages, read from disk: some packages' `exports` field hides their lib/ files from require().
const pkgFile = (pkg, file) => path.join(dir, 'node_modules', pkg, file);
const versionOf = (pkg) => JSON.parse(fs.readFileSync(pkgFile(pkg, 'package.json'), 'utf8')).version;

/** The Joi schema a plugin validates its options (or theme config) with, caught by passing our own `validate`. */
function schemaOf(validator, key) {
  let caught;
  const validate = (schema, value) => {
    caught = schema;
    return value;
  };
  validator({validate, [key]: {}});
  return caught;
}

/** Catches the schema a front-matter validator passes to utils-validation's validateFrontMatter. */
function frontMatterSchema(pkg, file, fn) {
  const from = createRequire(pkgFile(pkg, `lib/${file}`));
  const utils = from('@docusaurus/utils-validation/lib/validationUtils.js');
  const original = utils.validateFrontMatter;
  let caught;
  utils.validateFrontMatter = (frontMatter, schema) => {
    caught = schema;
    return frontMatter;
  };
  try {
    from(`./${file}`)[fn]({});
  } finally {
    utils.validateFrontMatter = original;
  }
  schemas.frontMatter[pkg.replace('@docusaurus/plugin-content-', '')] = buildableDescription(caught.describe());
  return describeToFacts(caught.describe());
}

// Joi descriptions of the real schemas, which the content check rebuilds (Joi.build) to validate the docs' samples.
const schemas = {plugins: {}, frontMatter: {}};

/**
 * The sidebar item schema and the `_category_` file schema of the docs plugin: caught by patching Joi's assert and
 * the object schema's validate while the plugin validates a one-item sidebar and an empty category file.
 */
function sidebarSchemas() {
  const from = createRequire(pkgFile('@docusaurus/plugin-content-docs', 'lib/sidebars/validation.js'));
  const {Joi} = from('@docusaurus/utils-validation');
  const validation = from('./validation.js');
  const caught = {};
  const assert = Joi.assert;
  const proto = Object.getPrototypeOf(Joi.object());
  const validate = proto.validate;
  Joi.assert = (value, schema) => {
    caught.sidebarItem ??= schema;
    return assert.call(Joi, value, schema);
  };
  proto.validate = function patched(...args) {
    caught.categoryMetadata ??= this;
    return validate.apply(this, args);
  };
  try {
    validation.validateSidebars({sidebar: [{type: 'doc', id: 'intro'}]});
    validation.validateCategoryMetadataFile?.({});
  } finally {
    Joi.assert = assert;
    proto.validate = validate;
  }
  return Object.fromEntries(Object.entries(caught).map(([k, schema]) => [k, buildableDescription(schema.describe())]));
}

/** Declared keys (in the package's src/*.d.ts or src/options.ts) of a type, as facts without defaults. */
function declaredFacts(pkg, typeName) {
  const src = pkgFile(pkg, 'src');
  if (!fs.existsSync(src)) return [];
  const files = fs
    .readdirSync(src)
    .filter((f) => /\.d\.ts$|^options\.ts$/.test(f))
    .sort();
  for (const file of files) {
    const keys = declaredKeys(fs.readFileSync(path.join(src, file), 'utf8'), typeName);
    if (keys.length) return keys.map(({name, tsType}) => ({name, type: tsTypes(tsType), declared: true}));
  }
  return [];
}

function pluginFacts(name) {
  const mod = require(`@docusaurus/${name}`);
  const pkgRequire = createRequire(pkgFile(`@docusaurus/${name}`, 'package.json'));
  // Docusaurus appends `id` to every plugin's schema (normalizePluginOptions) before validating.
  const withId = (schema) => schema.append({id: pkgRequire('@docusaurus/utils-validation').PluginIdSchema});
  let defaults = {};
  try {
    defaults = require(pkgFile(`@docusaurus/${name}`, 'lib/options.js')).DEFAULT_OPTIONS ?? {};
  } catch {
    // Plugins without an options module declare their defaults in the schema only.
  }
  const schema = mod.validateOptions ? withId(schemaOf(mod.validateOptions, 'options')) : undefined;
  const options = schema ? describeToFacts(schema.describe(), defaults) : [];
  schemas.plugins[name] = {};
  if (schema) schemas.plugins[name].options = buildableDescription(schema.describe());
  // Options the schema lets through unvalidated (`unknown()`), e.g. ideal-image's loader settings: their declared type.
  if (schema?.describe().flags?.unknown) {
    const known = new Set(options.map((o) => o.name));
    options.push(...declaredFacts(`@docusaurus/${name}`, 'PluginOptions').filter((o) => !known.has(o.name)));
  }
  let themeConfig;
  if (mod.validateThemeConfig) {
    const schema = schemaOf(mod.validateThemeConfig, 'themeConfig');
    if (schema) {
      let configDefaults = {};
      try {
        configDefaults = require(pkgFile(`@docusaurus/${name}`, 'lib/validateThemeConfig.js')).DEFAULT_CONFIG ?? {};
      } catch {
        // Only the themes keep a DEFAULT_CONFIG.
      }
      themeConfig = describeToFacts(schema.describe(), configDefaults);
      schemas.plugins[name].themeConfig = buildableDescription(schema.describe());
    }
  }
  return {version: versionOf(`@docusaurus/${name}`), options, ...(themeConfig ? {themeConfig} : {})};
}

/** Runs a CLI's help in the temporary folder (the docusaurus CLI reads the minimal site config written there). */
function help(bin, args) {
  return execFileSync(process.execPath, [bin, ...args, '--help'], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', COLUMNS: '200', FORCE_COLOR: '0', NO_COLOR: '1'},
  });
}

function cliFacts(bin) {
  const commands = parseCommandList(help(bin, []));
  return Object.fromEntries(commands.map((command) => [command, parseHelp(help(bin, [command]))]));
}

const core = require(pkgFile('@docusaurus/core', 'lib/server/configValidation.js'));
const coreBin = pkgFile('@docusaurus/core', 'bin/docusaurus.mjs');
const createPkg = pkgFile('create-docusaurus', 'package.json');
const createBinField = require(createPkg).bin;
const createBin = path.join(path.dirname(createPkg), createBinField['create-docusaurus'] ?? createBinField);
const eslintPlugin = require('@docusaurus/eslint-plugin');
const logger = require('@docusaurus/logger');
const validation = require('@docusaurus/utils-validation');

const scopeDir = path.join(dir, 'node_modules/@docusaurus');
const installedPackages = fs
  .readdirSync(scopeDir)
  .sort()
  .map((name) => `@docusaurus/${name}`);

/** `@docusaurus/<Name>` client modules: what core's lib/client/exports files really export (webpack aliases them). */
function clientModules() {
  const exportsDir = pkgFile('@docusaurus/core', 'lib/client/exports');
  return Object.fromEntries(
    fs
      .readdirSync(exportsDir)
      .filter((f) => /\.js$/.test(f))
      .sort()
      .map((f) => [`@docusaurus/${f.replace(/\.js$/, '')}`, exportNames(path.join(exportsDir, f))]),
  );
}

/**
 * Every importable module the packages declare: their entry points (`exports` subpaths or `types`) and the ambient
 * `declare module` blocks of their type declarations (`@theme/*`, `@docusaurus/<plugin>/client`, …), export names
 * merged. Third-party shims (src/deps.d.ts) are left out.
 */
function declaredModules() {
  const modules = {};
  const add = (name, names) => {
    modules[name] = [...new Set([...(modules[name] ?? []), ...names])].sort();
  };
  for (const pkg of installedPackages) {
    const pkgDir = path.join(dir, 'node_modules', pkg);
    for (const [name, file] of Object.entries(entryPoints(pkgDir, pkg))) add(name, exportNames(file));
    const src = path.join(pkgDir, 'src');
    const declarations = fs.existsSync(src)
      ? fs.readdirSync(src).filter((f) => /\.d\.ts$/.test(f) && f !== 'deps.d.ts')
      : [];
    for (const f of declarations.sort()) {
      for (const [name, names] of Object.entries(ambientModules(path.join(src, f)))) {
        if (/^@(docusaurus|theme|theme-init|theme-original|generated)\//.test(name)) add(name, names);
      }
    }
  }
  return Object.fromEntries(
    Object.keys(modules)
      .sort()
      .map((k) => [k, modules[k]]),
  );
}

const typesFile = pkgFile('@docusaurus/types', 'src/index.d.ts');

const facts = {
  version: versionOf('@docusaurus/core'),
  packages: Object.fromEntries(
    [
      '@docusaurus/core',
      '@docusaurus/preset-classic',
      ...PLUGINS.map((p) => `@docusaurus/${p}`),
      '@docusaurus/logger',
      '@docusaurus/eslint-plugin',
      '@docusaurus/utils-validation',
      'create-docusaurus',
    ].map((p) => [p, versionOf(p)]),
  ),
  siteConfig: describeToFacts(core.ConfigSchema.describe(), core.DEFAULT_CONFIG),
  plugins: Object.fromEntries(PLUGINS.map((p) => [p, pluginFacts(p)])),
  // The preset validates nothing itself: its options are the keys of its declared Options type.
  presetClassic: declaredFacts('@docusaurus/preset-classic', 'Options'),
  frontMatter: {
    docs: frontMatterSchema('@docusaurus/plugin-content-docs', 'frontMatter.js', 'validateDocFrontMatter'),
    blog: frontMatterSchema('@docusaurus/plugin-content-blog', 'frontMatter.js', 'validateBlogPostFrontMatter'),
    pages: frontMatterSchema('@docusaurus/plugin-content-pages', 'frontMatter.js', 'validatePageFrontMatter'),
  },
  cli: {
    docusaurus: cliFacts(coreBin),
    'create-docusaurus': parseHelp(help(createBin, [])),
  },
  eslintPlugin: {
    rules: Object.fromEntries(
      Object.keys(eslintPlugin.rules)
        .sort()
        .map((r) => [r, {options: Object.keys(eslintPlugin.rules[r].meta?.schema?.[0]?.properties ?? {})}]),
    ),
    configs: Object.fromEntries(
      Object.keys(eslintPlugin.configs)
        .sort()
        .map((c) => [c, eslintPlugin.configs[c].rules ?? {}]),
    ),
  },
  logger: Object.keys(logger.default ?? logger)
    .filter((k) => k !== 'default' && k !== '__esModule')
    .sort(),
  utilsValidation: Object.keys(validation).sort(),
  installedPackages,
  schemas: {
    ...schemas,
    siteConfig: buildableDescription(core.ConfigSchema.describe()),
    ...sidebarSchemas(),
  },
  clientModules: clientModules(),
  modules: declaredModules(),
  // `@theme/*` components each package ships in lib/theme (what swizzle and imports can name).
  themeComponents: Object.fromEntries(
    installedPackages
      .map((p) => [p.replace('@docusaurus/', ''), themeComponents(path.join(dir, 'node_modules', p))])
      .filter(([, names]) => names.length),
  ),
  // Keys of the types plugin authors write against: lifecycle methods, static methods, context objects.
  types: Object.fromEntries(
    ['Plugin', 'PluginModule', 'LoadContext', 'DocusaurusContext', 'PluginContentLoadedActions', 'I18n'].map((t) => [
      t,
      // From 2.0.0-beta.22 on, the types are split over several files that index.d.ts re-exports.
      [...new Set(declarationClosure(typesFile).flatMap((file) => typeMembers(file, t)))].sort(),
    ]),
  ),
};

fs.writeSync(1, JSON.stringify(facts));
