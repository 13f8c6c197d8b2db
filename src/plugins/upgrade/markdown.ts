import {itemName, renamedName, showValue} from '../option-anchors/history';
import {scopeLabel, type OptionChange} from './compute';
import type {UpgradePair} from './types';

const SITE = 'https://docusaurus.io';
const changelogUrl = (release: string): string => `${SITE}/changelog/${release}/`;

/** One option change as a sentence: what changed, from what to what, in which release. */
export function optionSentence(change: OptionChange): string {
  const name = `\`${itemName(change.key)}\` (${scopeLabel(change.key)})`;
  switch (change.kind) {
    case 'added':
      return `${name} added`;
    case 'removed':
      return `${name} removed`;
    case 'renamed':
      return `${name} renamed to \`${renamedName(change.key, change.renamedTo ?? '')}\``;
    default:
      return `${name}: ${(change.fields ?? [])
        .map((f) => `${f.field === 'allowed' ? 'allowed values' : f.field} ${showValue(f.from)} → ${showValue(f.to)}`)
        .join(', ')}`;
  }
}

const engineLine = (label: string, engines: UpgradePair['engines']['from']): string =>
  `- ${label}: Node.js ${engines?.node ?? 'not stated'}, React ${engines?.react ?? 'not stated'}`;

/** The `.md` twin of an upgrade page, for readers' AI tools: the same lists, in the same order, as plain Markdown. */
export function upgradeMarkdown(pair: UpgradePair): string {
  const lines = [
    `# Upgrade from ${pair.fromTitle} to ${pair.toTitle}`,
    '',
    `What changes for a site moving from Docusaurus ${pair.fromTitle} to ${pair.toTitle} (facts of ${pair.fromRelease} and ${pair.toRelease}).`,
    '',
    `## Breaking changes (${pair.breaking.length})`,
    '',
    ...(pair.breaking.length
      ? pair.breaking.map((b) => `- [${b.release}](${changelogUrl(b.release)}): ${b.text}`)
      : ['No release between these two versions lists a breaking change.']),
    '',
    `## Options, front matter and CLI (${pair.options.length})`,
    '',
    ...(pair.options.length
      ? pair.options.map((c) => `- ${optionSentence(c)}${c.href ? ` — ${SITE}${c.href}` : ''} (${c.release})`)
      : ['No option, front-matter key or CLI flag changed.']),
    '',
    `## Docs pages (${pair.pages.length})`,
    '',
    `Side by side: ${SITE}${pair.compareUrl}`,
    '',
    ...pair.pages.map((p) => `- ${p.status}: ${p.title} (\`${p.id}\`)`),
    '',
    '## Minimum versions',
    '',
    engineLine(pair.fromTitle, pair.engines.from),
    engineLine(pair.toTitle, pair.engines.to),
    '',
  ];
  return lines.join('\n');
}
