import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('keeps the set values, in order, and leaves out undefined, null and empty ones', () => {
    expect(queryString({ status: 'new', page: 2, search: '', cursor: undefined, before: null })).toBe('?status=new&page=2');
  });

  it('is empty when nothing is set', () => {
    expect(queryString({ search: '' })).toBe('');
  });
});
