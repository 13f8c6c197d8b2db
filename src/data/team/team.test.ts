import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {activeTeam, honoraryAlumni, type TeamMember} from './index';

const staticDir = path.resolve(__dirname, '../../../static');
const everyone: readonly TeamMember[] = [...activeTeam, ...honoraryAlumni];
const rows = everyone.map((member) => [member.githubHandle, member] as const);

describe('team data', () => {
  it('lists an active team and honorary alumni', () => {
    expect(activeTeam.length).toBeGreaterThan(0);
    expect(honoraryAlumni.length).toBeGreaterThan(0);
  });

  it('uses each GitHub handle once, across both lists', () => {
    const handles = everyone.map((member) => member.githubHandle.toLowerCase());
    expect(new Set(handles).size).toBe(handles.length);
  });

  it.each(rows)('%s has a name, a role and a short bio', (_handle, member) => {
    expect(member.name.trim()).not.toBe('');
    expect(member.role.trim()).not.toBe('');
    const words = member.bio.split(/\s+/).length;
    expect(words).toBeGreaterThan(5);
    expect(words).toBeLessThan(60);
  });

  it.each(rows)('%s has a local initials avatar that exists under static/', (handle, member) => {
    expect(member.avatar).toBe(`/img/team/${handle}.svg`);
    const file = path.join(staticDir, member.avatar);
    expect(fs.existsSync(file), `${file} is missing`).toBe(true);
    const svg = fs.readFileSync(file, 'utf8');
    expect(svg).toMatch(/<svg[^>]*\bwidth="96"[^>]*\bheight="96"/);
    expect(svg).toMatch(/<svg[^>]*\brole="img"/);
    expect(svg).toContain(`<title id="team-${handle}-title">${member.name}</title>`);
  });

  it.each(rows)('%s links only to https URLs, GitHub first', (handle, member) => {
    expect(member.links.github).toBe(`https://github.com/${handle}`);
    for (const url of Object.values(member.links)) {
      if (url === undefined) continue;
      expect(new URL(url).protocol).toBe('https:');
    }
  });
});
