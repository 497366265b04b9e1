import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../../../packages/translate/test/linear-time.ts';
import { AppError } from './app-error.ts';
import { collectFields, readFormFields } from './form-body.ts';

describe('readFormFields', () => {
  it('reads a repeated field as a list, in order, and a single one as a string', () => {
    const form = readFormFields('q=one&source=en&q=two&q=three&empty=', 10);
    expect(form).toEqual({ q: ['one', 'two', 'three'], source: 'en', empty: '' });
    expect(Object.getPrototypeOf(form)).toBeNull();
  });

  it('refuses more fields than allowed before decoding any, naming the limit', () => {
    const refusal = (() => {
      try {
        readFormFields('a=1&b=2&c=3', 2);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ errorName: 'tooManyFields', values: { max: 2 } });
    expect(() =>
      collectFields(
        [
          ['a', '1'],
          ['a', '2'],
          ['a', '3'],
        ],
        2,
      ),
    ).toThrow(AppError);
  });

  it('costs in step with the number of repeated fields (the list is never copied)', async () => {
    const growth = await timeGrowth(
      (fields) => 'text=a&'.repeat(fields),
      (body) => readFormFields(body, Number.MAX_SAFE_INTEGER),
      10_000,
    );
    expect(growth.ratio).toBeLessThan(linearBound());
  });
});
