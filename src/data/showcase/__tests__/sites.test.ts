import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {favoriteSites, sortedSites, tags, tagTypes} from '../index';

const staticDir = path.resolve(__dirname, '../../../../static');
const MAX_PREVIEW_BYTES = 3 * 1024;

describe('showcase data', () => {
  it('lists at least 60 sites, 6 of them favourites', () => {
    expect(sortedSites.length, 'the showcase needs at least 60 sites').toBeGreaterThanOrEqual(60);
    expect(favoriteSites.length, 'tag at least 6 sites as "favorite"').toBeGreaterThanOrEqual(6);
  });

  it('gives every site a unique title', () => {
    const seen = new Set<string>();
    for (const {title} of sortedSites) {
      expect(seen.has(title.toLowerCase()), `"${title}" is listed twice: keep one entry`).toBe(false);
      seen.add(title.toLowerCase());
    }
  });

  it('lists favourites first, then sorts by title', () => {
    const favouriteCount = favoriteSites.length;
    expect(sortedSites.slice(0, favouriteCount)).toEqual(favoriteSites);
    const rest = sortedSites.slice(favouriteCount).map((site) => site.title);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})));
  });

  it('defines every tag with a label, a description and a colour', () => {
    for (const type of tagTypes) {
      const {label, description, color} = tags[type];
      expect(label.trim(), `tag "${type}" needs a label`).not.toBe('');
      expect(description.trim(), `tag "${type}" needs a description`).not.toBe('');
      expect(color, `tag "${type}" needs a #rrggbb colour`).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  describe.each(sortedSites.map((site) => [site.title, site] as const))('%s', (title, site) => {
    it('uses only known tags, each once', () => {
      for (const tag of site.tags) {
        expect(tagTypes, `"${title}" has unknown tag "${tag}"; use one of: ${tagTypes.join(', ')}`).toContain(tag);
      }
      expect(new Set(site.tags).size, `"${title}" lists a tag twice`).toBe(site.tags.length);
    });

    it('has a one-sentence description of 20 to 200 characters', () => {
      const {length} = site.description;
      expect(
        length,
        `shorten or lengthen the description of "${title}" (now ${length} characters)`,
      ).toBeGreaterThanOrEqual(20);
      expect(length, `shorten the description of "${title}" (now ${length} characters)`).toBeLessThanOrEqual(200);
    });

    it('links to https URLs only', () => {
      expect(site.website, `the website of "${title}" must be an https:// URL`).toMatch(/^https:\/\/[^\s]+$/);
      if (site.source !== null) {
        expect(site.source, `the source of "${title}" must be an https:// URL, or null if private`).toMatch(
          /^https:\/\/[^\s]+$/,
        );
      }
    });

    it('tags it open source exactly when its source is public', () => {
      expect(
        site.tags.includes('opensource'),
        `"${title}": add the "opensource" tag when "source" is a URL, remove it when "source" is null`,
      ).toBe(site.source !== null);
    });

    it('has a small SVG preview under static/img/showcase/', () => {
      expect(site.preview, `the preview of "${title}" must be /img/showcase/<name>.svg`).toMatch(
        /^\/img\/showcase\/[a-z0-9-]+\.svg$/,
      );
      const file = path.join(staticDir, site.preview);
      expect(
        fs.existsSync(file),
        `missing ${path.relative(process.cwd(), file)}: run node scripts/generate-showcase-previews.mjs`,
      ).toBe(true);
      expect(fs.statSync(file).size, `the preview of "${title}" is over 3 KB`).toBeLessThanOrEqual(MAX_PREVIEW_BYTES);
    });
  });
});
