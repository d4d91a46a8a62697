import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { byKind, record, table } from './data.ts';

const Row = z.tuple([z.enum(['near', 'far']), z.string().min(1), z.array(z.string())]);

describe('table', () => {
  it('returns the rows typed by the schema', () => {
    const rows = table('T', [['near', 'This is ___ book.', ['that']]], Row);
    expect(rows).toEqual([['near', 'This is ___ book.', ['that']]]);
  });

  it('fails the load naming the table and the bad row', () => {
    expect(() =>
      table(
        'AUTHORED',
        [
          ['near', 'ok', []],
          ['close', 'bad', []],
        ],
        Row,
      ),
    ).toThrow(/AUTHORED[\s\S]*1/);
    expect(() => table('AUTHORED', { not: 'rows' }, Row)).toThrow(/data table AUTHORED/);
  });
});

describe('record', () => {
  it('checks every value of a keyed table', () => {
    expect(record('R', { a: ['x'] }, z.array(z.string()))).toEqual({ a: ['x'] });
    expect(() => record('R', { a: [1] }, z.array(z.string()))).toThrow(/data table R/);
  });
});

describe('record with a key enum', () => {
  const Key = z.enum(['at', 'on']);
  it('requires every key of the enum and no other', () => {
    expect(record('PREP', { at: 'x', on: 'y' }, z.string(), Key)).toEqual({ at: 'x', on: 'y' });
    expect(() => record('PREP', { at: 'x' }, z.string(), Key)).toThrow(/data table PREP/);
    expect(() => record('PREP', { at: 'x', on: 'y', in: 'z' }, z.string(), Key)).toThrow(/data table PREP/);
  });
});

describe('byKind', () => {
  const R = (t: string, v: string) => `R:${t}/${v}`;
  const D = (t: string, n = 1) => `D:${t}/${n}`;
  it('hands each row to the builder it names, with the rest of the row as its arguments', () => {
    const build = byKind({ R, D });
    expect(build(['R', 'a', 'b'])).toBe('R:a/b');
    expect(build(['D', 'c'])).toBe('D:c/1');
    expect(build(['D', 'c', 3])).toBe('D:c/3');
  });
});
