import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Joi from 'joi';
import {describe, expect, it} from 'vitest';
import {
  buildableDescription,
  describeToFacts,
  parseCommandList,
  parseHelp,
  plainValue,
  stableJson,
} from '../../scripts/facts/describe.mjs';
import {ambientModules, exportNames, typeMembers} from '../../scripts/facts/modules.mjs';

// What Joi 17's `schema.describe()` returns for a small plugin schema: a string with a default, a restricted
// string, an alternative, a nested object, an array of objects and a pattern-keyed object.
const described = {
  type: 'object',
  keys: {
    path: {type: 'string', flags: {default: 'docs'}},
    banner: {type: 'string', flags: {only: true}, allow: ['none', 'unreleased']},
    sidebarPath: {
      type: 'alternatives',
      matches: [{schema: {type: 'boolean', flags: {only: true}, allow: [false]}}, {schema: {type: 'string'}}],
    },
    editUrl: {type: 'alternatives', matches: [{schema: {type: 'string'}}, {schema: {type: 'function'}}]},
    title: {type: 'string', flags: {presence: 'required'}},
    generator: {type: 'function'},
    nested: {type: 'object', keys: {deep: {type: 'number'}}},
    items: {type: 'array', items: [{type: 'object', keys: {label: {type: 'string'}}}]},
    locales: {type: 'object', patterns: [{regex: '/.*/', rule: {type: 'object', keys: {dir: {type: 'string'}}}}]},
    image: {type: 'string', allow: [null]},
  },
};

describe('the facts extractor', () => {
  it('flattens a described schema into one fact per key with type, default and allowed values', () => {
    const facts = describeToFacts(described, {generator: () => null, nested: {deep: 3}});
    expect(facts).toEqual([
      {name: 'path', type: ['string'], default: 'docs'},
      {name: 'banner', type: ['string'], allowed: ['none', 'unreleased']},
      {name: 'sidebarPath', type: ['boolean', 'string']},
      {name: 'editUrl', type: ['function', 'string']},
      {name: 'title', type: ['string'], required: true},
      {name: 'generator', type: ['function'], default: '[function]'},
      {name: 'nested', type: ['object'], default: {deep: 3}},
      {name: 'nested.deep', type: ['number'], default: 3},
      {name: 'items', type: ['array']},
      {name: 'items[].label', type: ['string']},
      {name: 'locales', type: ['object']},
      {name: 'locales.*.dir', type: ['string']},
      {name: 'image', type: ['null', 'string']},
    ]);
  });

  it('makes defaults JSON-safe', () => {
    expect(plainValue(/\.test\./)).toBe('/\\.test\\./');
    expect(plainValue({special: 'deep'})).toBe('[deep]');
    expect(plainValue([() => 1, 'a'])).toEqual(['[function]', 'a']);
  });

  it('reads arguments, flags and stated defaults from commander help, not the descriptions', () => {
    const help = [
      'Usage: docusaurus serve [options] [siteDir]',
      '',
      'Serve website locally.',
      '',
      'Options:',
      '  --dir <dir>            the full path for the build output (default:',
      '                         build)',
      '  -p, --port <port>      use specified port (default: 3000)',
      '  --poll [interval]      use polling (default: false)',
      '  --config <config>      path to config (default: `[siteDir]/docusaurus.config.js`)',
      '  --no-open              do not open page in the browser',
      '  -h, --help             display help for command',
      '',
    ].join('\n');
    expect(parseHelp(help)).toEqual({
      arguments: [{name: 'siteDir', required: false}],
      options: [
        {name: '--dir', value: {name: 'dir', required: true}, default: 'build'},
        {name: '--port', short: '-p', value: {name: 'port', required: true}, default: '3000'},
        {name: '--poll', value: {name: 'interval', required: false}, default: 'false'},
        {name: '--config', value: {name: 'config', required: true}, default: '[siteDir]/docusaurus.config.js'},
        {name: '--no-open'},
      ],
    });
  });

  it('lists the commands of a program, without help', () => {
    const help = [
      'Usage: docusaurus <command> [options]',
      '',
      'Commands:',
      '  build [siteDir]   Build.',
      '  docs:version <v>  Tag.',
      '  help [command]    display help',
    ].join('\n');
    expect(parseCommandList(help)).toEqual(['build', 'docs:version']);
  });

  it('writes the same bytes for the same facts', () => {
    expect(stableJson({b: 1, a: [1]})).toBe('{\n  "b": 1,\n  "a": [\n    1\n  ]\n}\n');
  });
});

describe('the schema and module facts', () => {
  it('keeps a description that Joi.build turns back into the same validation, without functions or defaults', () => {
    const original = Joi.object({
      mode: Joi.string().valid('a', 'b').default('a'),
      items: Joi.array().items(Joi.string()).default([]),
      check: Joi.string().custom((v) => v),
    });
    const stored = JSON.parse(JSON.stringify(buildableDescription(original.describe())));
    expect(JSON.stringify(stored)).not.toContain('default');
    const rebuilt = Joi.build(stored);
    expect(rebuilt.validate({mode: 'c'}).error?.message).toBe('"mode" must be one of [a, b]');
    expect(rebuilt.validate({mode: 'b', items: ['x'], check: 'y'}).error).toBeUndefined();
    expect(rebuilt.validate({other: 1}).error?.message).toBe('"other" is not allowed');
  });

  it('reads export names, ambient modules and type members from declaration files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-modules-'));
    fs.writeFileSync(path.join(dir, 'b.d.ts'), 'export declare function useB(): void;\nexport type T = string;\n');
    fs.writeFileSync(
      path.join(dir, 'index.d.ts'),
      "export * from './b';\nexport {default as Link, x} from './c';\nexport declare const C: number;\n" +
        "declare module '@theme/Foo' {\n  export default function Foo(): null;\n  export type Props = {};\n}\n" +
        'export type Plugin = {name: string; loadContent?: () => void} & {postBuild?: () => void};\n',
    );
    expect(exportNames(path.join(dir, 'index.d.ts'))).toEqual(['C', 'Link', 'Plugin', 'T', 'useB', 'x']);
    expect(ambientModules(path.join(dir, 'index.d.ts'))).toEqual({'@theme/Foo': ['Props', 'default']});
    expect(typeMembers(path.join(dir, 'index.d.ts'), 'Plugin')).toEqual(['loadContent', 'name', 'postBuild']);
    fs.rmSync(dir, {recursive: true});
  });
});
