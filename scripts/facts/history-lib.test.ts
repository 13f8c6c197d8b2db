import {describe, expect, it} from 'vitest';
import {buildHistory, scopeOf} from './history-lib.mjs';

describe('scopeOf', () => {
  it('gives a CLI command and its flags the command scope, also for a command whose name holds a colon', () => {
    // The old colon-based parse turned `cli:build` into `cli:buil` and `cli:docs:version:--path` into `cli:docs`.
    expect(scopeOf('cli:build')).toBe('cli:build');
    expect(scopeOf('cli:build:--out-dir')).toBe('cli:build');
    expect(scopeOf('cli:docs:version')).toBe('cli:docs:version');
    expect(scopeOf('cli:docs:version:--path')).toBe('cli:docs:version');
    expect(scopeOf('cli:write-heading-ids:--maintain-case')).toBe('cli:write-heading-ids');
  });

  it('takes the longest known command name and accepts names a release adds', () => {
    expect(scopeOf('cli:docs:version:community', ['docs:version', 'docs:version:community'])).toBe(
      'cli:docs:version:community',
    );
    expect(() => scopeOf('cli:unknown')).toThrow(/not a known CLI command/);
  });

  it('keeps the scope of options, theme config and front matter', () => {
    expect(scopeOf('config:baseUrl')).toBe('config');
    expect(scopeOf('plugin:plugin-content-docs:sidebarPath')).toBe('plugin:plugin-content-docs');
    expect(scopeOf('themeConfig:theme-classic:navbar.items')).toBe('themeConfig:theme-classic');
    expect(scopeOf('frontMatter:docs:sidebar_label')).toBe('frontMatter:docs');
  });

  it('records coverage per command scope and for the CLI as a whole', () => {
    const cli = (commands: string[]) => ({
      cli: {docusaurus: Object.fromEntries(commands.map((c) => [c, {options: [{name: '--x', value: false}]}]))},
    });
    const history = buildHistory([
      {release: 'r1', facts: cli(['build', 'docs:version'])},
      {release: 'r2', facts: cli(['build', 'docs:version', 'clear'])},
    ]);
    expect(history.coverage).toEqual({
      cli: 'r1',
      'cli:build': 'r1',
      'cli:clear': 'r2',
      'cli:docs:version': 'r1',
    });
  });
});
