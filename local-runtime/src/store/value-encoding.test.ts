import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { compareKeys, encodeValue, invertKey, typeClass } from './value-encoding.js';
import { REF_PATH } from './values.js';

const ref = (path: string) => ({ [REF_PATH]: path });

describe('value keys', () => {
  it('sort in Firestore type order', () => {
    const values = [
      null,
      false,
      true,
      NaN,
      -Infinity,
      -1.5,
      0,
      1,
      Infinity,
      new Timestamp(0, 0),
      new Timestamp(0, 1000),
      '',
      'a',
      'ab',
      'b',
      Buffer.from([0]),
      Buffer.from([0, 1]),
      ref('a/b'),
      ref('a/b/c/d'),
      ref('a/c'),
      new GeoPoint(0, 0),
      new GeoPoint(0, 1),
      [],
      [1],
      [1, 2],
      [2],
      {},
      { a: 1 },
      { a: 1, b: 1 },
      { b: 0 },
    ];
    const keys = values.map(encodeValue);
    const sorted = [...keys].sort(compareKeys);
    expect(sorted).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('treat ints, doubles and -0 as the same number', () => {
    expect(encodeValue(1)).toBe(encodeValue(1.0));
    expect(encodeValue(-0)).toBe(encodeValue(0));
  });

  it('order strings by UTF-8 bytes', () => {
    expect(compareKeys(encodeValue('\uffff'), encodeValue('😀'))).toBeLessThan(0);
  });

  it('invert to reverse the order, also inside concatenated keys', () => {
    const a = encodeValue('a');
    const ab = encodeValue('ab');
    expect(compareKeys(invertKey(a) + '10', invertKey(ab) + '10')).toBeGreaterThan(0);
  });

  it('give each type its own first hex digit, numbers and NaN sharing one', () => {
    expect(typeClass(encodeValue(NaN))).toBe(typeClass(encodeValue(3)));
    expect(typeClass(encodeValue('x'))).not.toBe(typeClass(encodeValue(3)));
  });
});
