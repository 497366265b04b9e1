import { describe, expect, it } from 'vitest';
import { nextPageNum } from './history-api.ts';

describe('nextPageNum', () => {
  it('asks for the next page until every record is loaded', () => {
    expect(nextPageNum({ records: [], total: 61, pageNum: 2, pageSize: 30 })).toBe(3);
    expect(nextPageNum({ records: [], total: 60, pageNum: 2, pageSize: 30 })).toBeUndefined();
    expect(nextPageNum({ records: [], total: 0, pageNum: 1, pageSize: 30 })).toBeUndefined();
  });
});
