import {describe, expect, it} from 'vitest';
import {categoryLabels, featureRequests, featureRequestStatuses, statusLabels} from '../index';

const URL_SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('feature requests data', () => {
  it('lists at least 30 requests', () => {
    expect(featureRequests.length, 'the board needs at least 30 requests').toBeGreaterThanOrEqual(30);
  });

  it('gives every request a unique slug', () => {
    const slugs = featureRequests.map((request) => request.slug);
    const duplicates = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
    expect(duplicates, 'each slug becomes a URL, so it must be unique').toEqual([]);
  });

  it('labels every status', () => {
    expect(Object.keys(statusLabels).sort()).toEqual([...featureRequestStatuses].sort());
  });

  it('sorts requests by votes, most first', () => {
    const votes = featureRequests.map((request) => request.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
  });

  describe.each(featureRequests.map((request) => [request.slug, request] as const))('%s', (slug, request) => {
    it('has a URL-safe slug', () => {
      expect(slug, `slug "${slug}": use lowercase letters, digits and single hyphens`).toMatch(URL_SAFE_SLUG);
    });

    it('has a title and a summary', () => {
      expect(request.title.trim(), `"${slug}" needs a title`).not.toBe('');
      expect(
        request.summary.length,
        `the summary of "${slug}" is too short to explain the request`,
      ).toBeGreaterThanOrEqual(40);
    });

    it('uses a known status and category', () => {
      expect(featureRequestStatuses, `"${slug}" has an unknown status`).toContain(request.status);
      expect(Object.keys(categoryLabels), `"${slug}" has an unknown category`).toContain(request.category);
    });

    it('has a whole, non-negative vote count', () => {
      expect(Number.isInteger(request.votes) && request.votes >= 0, `votes of "${slug}" must be an integer ≥ 0`).toBe(
        true,
      );
    });

    it('has a real ISO date between 2019 and 2022', () => {
      expect(request.createdAt, `createdAt of "${slug}" must be YYYY-MM-DD`).toMatch(ISO_DATE);
      const date = new Date(`${request.createdAt}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10), `createdAt of "${slug}" is not a calendar date`).toBe(request.createdAt);
      expect(date.getUTCFullYear(), `createdAt of "${slug}" must fall in 2019–2022`).toBeGreaterThanOrEqual(2019);
      expect(date.getUTCFullYear(), `createdAt of "${slug}" must fall in 2019–2022`).toBeLessThanOrEqual(2022);
    });

    it('links its discussion over https, if it has one', () => {
      if (request.discussionUrl !== undefined) {
        expect(request.discussionUrl, `discussionUrl of "${slug}" must be an https:// URL`).toMatch(/^https:\/\/\S+$/);
      }
    });
  });
});
