import {describe, expect, it} from 'vitest';
import {formatDate} from './formatDate';

describe('formatDate', () => {
  it('writes a calendar day the same in every time zone', () => {
    expect(formatDate('2021-05-12')).toBe('May 12, 2021');
    expect(formatDate('2022-01-24', 'medium')).toBe('Jan 24, 2022');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2020, 0, 7, 23, 30)))).toBe('January 7, 2020');
  });
});
