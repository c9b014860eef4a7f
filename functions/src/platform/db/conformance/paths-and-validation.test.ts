// Proves the store rejects what Firestore rejects: bad paths, reserved ids, oversized documents, undefined and unsupported values, forbidden query shapes.
import { describe, expect, it } from 'vitest';
import {
  Code,
  FieldPath,
  FieldValue,
  catchError,
  expectFailure,
  openConformanceDb,
  uniqueName,
  useDb,
  localOnly,
} from './conformance-db.js';

const getDb = useDb();

class Money {
  constructor(public readonly cents: number) {}
}

describe('paths', () => {
  it('rejects a document path with an odd number of segments', async () => {
    await expectFailure(() => getDb().doc('onlyone'), {
      message:
        'Value for argument "documentPath" must point to a document, but was "onlyone". Your path does not contain an even number of components.',
    });
    await expectFailure(() => getDb().doc('a/b/c'), { message: 'must point to a document' });
  });

  it('rejects a collection path with an even number of segments', async () => {
    await expectFailure(() => getDb().collection('a/b'), {
      message:
        'Value for argument "collectionPath" must point to a collection, but was "a/b". Your path does not contain an odd number of components.',
    });
  });

  it('rejects a multi-segment id passed to CollectionReference.doc that lands on a collection', async () => {
    await expectFailure(() => getDb().collection('c').doc('x/y'), {
      message: 'must point to a document',
    });
  });

  it('accepts a multi-segment id passed to CollectionReference.doc that lands on a document', () => {
    const ref = getDb().collection('c').doc('x/sub/y');
    expect(ref.path).toBe('c/x/sub/y');
    expect(ref.parent.path).toBe('c/x/sub');
  });

  it('rejects paths containing an empty segment (//)', async () => {
    await expectFailure(() => getDb().doc('a//b'), { message: 'Paths must not contain //.' });
    await expectFailure(() => getDb().collection('a//b/c'), {
      message: 'Paths must not contain //.',
    });
  });

  it('rejects an empty path', async () => {
    await expectFailure(() => getDb().doc(''), { message: 'Path must be a non-empty string.' });
    await expectFailure(() => getDb().collection(''), {
      message: 'Path must be a non-empty string.',
    });
    await expectFailure(() => getDb().collection('c').doc(''), {
      message: 'Path must be a non-empty string.',
    });
  });

  it('ignores a leading or trailing slash', () => {
    expect(getDb().doc('/c/d').path).toBe('c/d');
    expect(getDb().collection('c/').path).toBe('c');
  });

  it('gives auto ids of 20 alphanumeric characters', () => {
    const ref = getDb().collection('c').doc();
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(getDb().collection('c').doc().id).not.toBe(ref.id);
  });

  it('rejects writing a document whose id matches __.*__ with INVALID_ARGUMENT', async () => {
    const col = uniqueName('reserved');
    await expectFailure(() => getDb().collection(col).doc('__foo__').set({ a: 1 }), {
      code: Code.INVALID_ARGUMENT,
      message: '__foo__',
    });
    expect((await getDb().collection(col).get()).size).toBe(0);
  });

  it('rejects writing into a collection whose id matches __.*__', async () => {
    await expectFailure(
      () =>
        getDb()
          .doc(`${uniqueName('reserved')}/d/__bar__/x`)
          .set({ a: 1 }),
      {
        code: Code.INVALID_ARGUMENT,
        message: '__bar__',
      },
    );
  });

  it('accepts ids that only start or only end with double underscores', async () => {
    const col = uniqueName('underscores');
    await getDb().collection(col).doc('__foo').set({ a: 1 });
    await getDb().collection(col).doc('foo__').set({ a: 2 });
    expect((await getDb().collection(col).get()).size).toBe(2);
  });

  it('rejects the document ids "." and ".."', async () => {
    const col = uniqueName('dots');
    await expectFailure(() => getDb().collection(col).doc('..').set({ a: 1 }), {
      code: Code.INVALID_ARGUMENT,
    });
    await expectFailure(() => getDb().collection(col).doc('.').set({ a: 1 }), {
      code: Code.INVALID_ARGUMENT,
    });
  });

  it('accepts unicode and punctuation in ids', async () => {
    const col = uniqueName('unicode');
    const ref = getDb().collection(col).doc('été 😀 #1 @x');
    await ref.set({ ok: true });
    const snap = await ref.get();
    expect(snap.exists).toBe(true);
    expect(snap.id).toBe('été 😀 #1 @x');
  });
});

describe('document size', () => {
  it('rejects a document over 1 MiB with INVALID_ARGUMENT and writes nothing', async () => {
    const ref = getDb().collection(uniqueName('big')).doc('d');
    await expectFailure(() => ref.set({ blob: 'x'.repeat(1024 * 1024 + 10) }), {
      code: Code.INVALID_ARGUMENT,
    });
    expect((await ref.get()).exists).toBe(false);
  });

  localOnly(
    "says the document's size and the limit, as production Firestore does",
    'the emulator names the longest property instead ("longer than 1048487 bytes")',
    async () => {
      const ref = getDb().collection(uniqueName('big')).doc('d');
      await expectFailure(() => ref.set({ blob: 'x'.repeat(1024 * 1024 + 10) }), {
        message: /exceeds the maximum allowed size of 1,048,576 bytes/,
      });
    },
  );

  it('accepts a document just under 1 MiB', async () => {
    const ref = getDb().collection(uniqueName('big')).doc('d');
    await ref.set({ blob: 'x'.repeat(1_040_000) });
    expect(((await ref.get()).get('blob') as string).length).toBe(1_040_000);
  });

  it('rejects an update that grows a document past 1 MiB', async () => {
    const ref = getDb().collection(uniqueName('big')).doc('d');
    await ref.set({ a: 'x'.repeat(600_000) });
    await expectFailure(() => ref.update({ b: 'y'.repeat(600_000) }), {
      code: Code.INVALID_ARGUMENT,
    });
    expect((await ref.get()).get('b')).toBeUndefined();
  });
});

describe('field value size', () => {
  // Firestore's limit for one string or bytes value is 1 MiB − 89 bytes, counted in UTF-8 bytes.
  const LIMIT = 1_048_487;
  const tooLong = (field: string) =>
    `The value of property "${field}" is longer than 1048487 bytes.`;

  it('accepts a string of exactly 1,048,487 bytes and refuses one byte more with INVALID_ARGUMENT', async () => {
    const col = getDb().collection(uniqueName('v'));
    await col.doc('ok').set({ a: 'x'.repeat(LIMIT) });
    expect(((await col.doc('ok').get()).get('a') as string).length).toBe(LIMIT);
    await expectFailure(() => col.doc('no').set({ a: 'x'.repeat(LIMIT + 1) }), {
      code: Code.INVALID_ARGUMENT,
      message: tooLong('a'),
    });
    expect((await col.doc('no').get()).exists).toBe(false);
  });

  it('counts UTF-8 bytes, not characters', async () => {
    const col = getDb().collection(uniqueName('v'));
    const twoByteChars = 'é'.repeat((LIMIT - 1) / 2);
    await col.doc('ok').set({ a: twoByteChars + 'x' });
    await expectFailure(() => col.doc('no').set({ a: twoByteChars + 'xx' }), {
      code: Code.INVALID_ARGUMENT,
      message: tooLong('a'),
    });
  });

  // The documents below stay within 1 MiB, where Firestore checks the value itself.
  it('refuses bytes, array elements and update() values over the limit, naming the field', async () => {
    const col = getDb().collection(uniqueName('v'));
    const ref = col.doc('d');
    await ref.set({});
    const over = 'x'.repeat(LIMIT + 1);
    await expectFailure(() => ref.set({ b: Buffer.alloc(LIMIT + 1) }), { message: tooLong('b') });
    await expectFailure(() => ref.set({ l: [over] }), { message: tooLong('l') });
    await expectFailure(() => ref.update({ c: over }), { message: tooLong('c') });
    await expectFailure(
      () => getDb().batch().set(col.doc('e'), { ok: 1 }).set(ref, { a: over }).commit(),
      { code: Code.INVALID_ARGUMENT, message: tooLong('a') },
    );
    expect((await col.doc('e').get()).exists).toBe(false);
    expect((await ref.get()).data()).toEqual({});
  });

  it('refuses a value over the limit deeper in a map, naming the top-level field that holds it', async () => {
    const ref = getDb().collection(uniqueName('v')).doc('d');
    await ref.set({ m: {} });
    const over = 'x'.repeat(LIMIT + 1);
    const nested = 'Property m contains an invalid nested entity.';
    await expectFailure(() => ref.set({ m: { i: { a: over } } }), {
      code: Code.INVALID_ARGUMENT,
      message: nested,
    });
    await expectFailure(() => ref.update({ 'm.b': over }), { message: nested });
    await expectFailure(() => ref.set({ m: { b: over } }, { merge: true }), { message: nested });
    await expectFailure(() => ref.set({ m: { l: [over] } }), { message: nested });
    await expectFailure(() => ref.set({ l: [{ a: over }] }), {
      message: 'Property l contains an invalid nested entity.',
    });
    expect((await ref.get()).data()).toEqual({ m: {} });
  });

  it('accepts array elements each under the limit that are over it together', async () => {
    const ref = getDb().collection(uniqueName('v')).doc('d');
    await ref.set({ l: ['x'.repeat(1_047_990), 'y'.repeat(500)] });
    expect(((await ref.get()).get('l') as string[]).map((s) => s.length)).toEqual([1_047_990, 500]);
  });
});

describe('values', () => {
  it('rejects undefined as a field value, naming the field', async () => {
    await expectFailure(
      () => getDb().collection(uniqueName('undef')).doc('d').set({ a: 1, b: undefined }),
      {
        message: 'Cannot use "undefined" as a Firestore value (found in field "b").',
      },
    );
  });

  it('rejects undefined nested in a map, naming the dotted field', async () => {
    await expectFailure(
      () =>
        getDb()
          .collection(uniqueName('undef'))
          .doc('d')
          .set({ m: { x: undefined } }),
      {
        message: '(found in field "m.x")',
      },
    );
  });

  it('rejects undefined inside an array', async () => {
    await expectFailure(
      () =>
        getDb()
          .collection(uniqueName('undef'))
          .doc('d')
          .set({ arr: [1, undefined] }),
      {
        message: 'Cannot use "undefined" as a Firestore value',
      },
    );
  });

  it('rejects undefined in update()', async () => {
    const ref = getDb().collection(uniqueName('undef')).doc('d');
    await ref.set({ a: 1 });
    await expectFailure(() => ref.update({ a: undefined }), {
      message: 'Cannot use "undefined" as a Firestore value',
    });
  });

  it('rejects undefined as a query value', async () => {
    await expectFailure(() => getDb().collection(uniqueName('undef')).where('a', '==', undefined), {
      message: 'Cannot use "undefined" as a Firestore value',
    });
  });

  it('drops undefined properties when ignoreUndefinedProperties is set', async () => {
    const handle = await openConformanceDb({ ignoreUndefinedProperties: true });
    try {
      const ref = handle.db.collection(uniqueName('undef')).doc('d');
      await ref.set({ a: 1, b: undefined, m: { x: undefined, y: 2 } });
      expect((await ref.get()).data()).toEqual({ a: 1, m: { y: 2 } });
      expect(Object.keys((await ref.get()).data() ?? {})).toEqual(
        expect.arrayContaining(['a', 'm']),
      );
      expect(Object.prototype.hasOwnProperty.call((await ref.get()).data(), 'b')).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('rejects a function value', async () => {
    await expectFailure(
      () =>
        getDb()
          .collection(uniqueName('fn'))
          .doc('d')
          .set({ f: () => 1 }),
      {
        message: 'Cannot encode value: () => 1',
      },
    );
  });

  it('rejects a class instance value, naming its type', async () => {
    await expectFailure(
      () =>
        getDb()
          .collection(uniqueName('cls'))
          .doc('d')
          .set({ price: new Money(5) }),
      {
        message: 'Couldn\'t serialize object of type "Money" (found in field "price")',
      },
    );
  });

  it('rejects a class instance as the whole document', async () => {
    await expectFailure(
      () =>
        getDb()
          .collection(uniqueName('cls'))
          .doc('d')
          .set(new Money(5) as unknown as Record<string, unknown>),
      {
        message: 'Couldn\'t serialize object of type "Money"',
      },
    );
  });

  it('rejects an array as the whole document', async () => {
    await expectFailure(
      () =>
        getDb()
          .collection(uniqueName('arr'))
          .doc('d')
          .set([1, 2] as unknown as Record<string, unknown>),
      {
        message: 'Value for argument "data" is not a valid Firestore document.',
      },
    );
  });

  it('rejects objects nested deeper than 20 levels', async () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 21; i++) deep = { n: deep };
    await expectFailure(() => getDb().collection(uniqueName('deep')).doc('d').set(deep), {
      message: 'Input object is deeper than 20 levels or contains a cycle.',
    });
  });

  it('rejects FieldValue.delete() in a plain set()', async () => {
    await expectFailure(
      () => getDb().collection(uniqueName('del')).doc('d').set({ a: FieldValue.delete() }),
      {
        message:
          'FieldValue.delete() must appear at the top-level and can only be used in update() or set() with {merge:true}',
      },
    );
  });

  it('rejects a field transform inside an array', async () => {
    await expectFailure(
      () =>
        getDb()
          .collection(uniqueName('arr'))
          .doc('d')
          .set({ a: [FieldValue.serverTimestamp()] }),
      {
        message: 'FieldValue.serverTimestamp() cannot be used inside of an array',
      },
    );
  });

  it('rejects update() with no fields', async () => {
    const ref = getDb().collection(uniqueName('upd')).doc('d');
    await ref.set({ a: 1 });
    await expectFailure(() => ref.update({}), { message: 'At least one field must be updated.' });
  });

  it('rejects update() naming a field and its parent', async () => {
    const ref = getDb().collection(uniqueName('upd')).doc('d');
    await ref.set({ a: { b: 1 } });
    await expectFailure(() => ref.update({ a: { b: 2 }, 'a.b': 3 }), {
      message: 'Field "a" was specified multiple times.',
    });
  });

  it('rejects set() options with both merge and mergeFields', async () => {
    await expectFailure(
      () =>
        getDb()
          .collection(uniqueName('opt'))
          .doc('d')
          .set({ a: 1 }, { merge: true, mergeFields: ['a'] } as never),
      { message: 'You cannot specify both "merge" and "mergeFields".' },
    );
  });

  it('rejects field paths with empty parts', async () => {
    const ref = getDb().collection(uniqueName('fp')).doc('d');
    await ref.set({ a: 1 });
    await expectFailure(() => ref.update({ 'a..b': 1 }), {
      message: 'Paths must not contain ".." in them.',
    });
    await expectFailure(() => ref.update({ '.a': 1 }), {
      message: 'Paths must not start or end with ".".',
    });
    await expectFailure(() => new FieldPath('a', ''), { message: 'should not be an empty string' });
  });
});

// Concurrent: each test has a collection of its own, and the Firestore client retries a refused
// query with backoff for about 7 s before it gives up, so one after the other they took a minute.
describe.concurrent('query shapes', () => {
  it('rejects range comparisons on NaN', async () => {
    await expectFailure(() => getDb().collection(uniqueName('q')).where('v', '<', NaN), {
      message: "Invalid query. You can only perform '==' and '!=' comparisons on NaN.",
    });
  });

  it('rejects range comparisons on null', async () => {
    await expectFailure(() => getDb().collection(uniqueName('q')).where('v', '>', null), {
      message: "Invalid query. You can only perform '==' and '!=' comparisons on Null.",
    });
  });

  it('rejects an unknown operator', async () => {
    await expectFailure(
      () =>
        getDb()
          .collection(uniqueName('q'))
          .where('v', '=~' as never, 1),
      {
        message: 'Value for argument "opStr" is invalid.',
      },
    );
  });

  it("rejects 'in' with more than 30 values", async () => {
    const col = getDb().collection(uniqueName('q'));
    const values = Array.from({ length: 31 }, (_, i) => i);
    await expectFailure(() => col.where('v', 'in', values).get(), {
      code: Code.INVALID_ARGUMENT,
      message: /30/,
    });
  });

  it("accepts 'in' with exactly 30 values", async () => {
    const col = getDb().collection(uniqueName('q'));
    await col.doc('d').set({ v: 29 });
    const snap = await col
      .where(
        'v',
        'in',
        Array.from({ length: 30 }, (_, i) => i),
      )
      .get();
    expect(snap.size).toBe(1);
  });

  it("rejects 'array-contains-any' with more than 30 values", async () => {
    const col = getDb().collection(uniqueName('q'));
    const values = Array.from({ length: 31 }, (_, i) => i);
    await expectFailure(() => col.where('v', 'array-contains-any', values).get(), {
      code: Code.INVALID_ARGUMENT,
      message: /30/,
    });
  });

  it("rejects 'not-in' with more than 30 values", async () => {
    const col = getDb().collection(uniqueName('q'));
    const values = Array.from({ length: 31 }, (_, i) => i);
    await expectFailure(() => col.where('v', 'not-in', values).get(), {
      code: Code.INVALID_ARGUMENT,
    });
  });

  it("rejects 'in' with an empty array on a field with INVALID_ARGUMENT (server-side check)", async () => {
    const col = getDb().collection(uniqueName('q'));
    await expectFailure(() => col.where('v', 'in', []).get(), { code: Code.INVALID_ARGUMENT });
  });

  it("rejects combining 'not-in' with '!=' with INVALID_ARGUMENT", async () => {
    const col = getDb().collection(uniqueName('q'));
    await expectFailure(() => col.where('v', 'not-in', [1]).where('v', '!=', 2).get(), {
      code: Code.INVALID_ARGUMENT,
    });
  });

  it("rejects two 'array-contains' filters in one query with INVALID_ARGUMENT", async () => {
    const col = getDb().collection(uniqueName('q'));
    await expectFailure(
      () => col.where('a', 'array-contains', 1).where('b', 'array-contains', 2).get(),
      {
        code: Code.INVALID_ARGUMENT,
      },
    );
  });

  it('rejects a query with more than 30 disjunctions in normal form with INVALID_ARGUMENT', async () => {
    const col = getDb().collection(uniqueName('q'));
    const six = [1, 2, 3, 4, 5, 6];
    await expectFailure(() => col.where('a', 'in', six).where('b', 'in', six).get(), {
      code: Code.INVALID_ARGUMENT,
    });
  });

  it('rejects limitToLast() without orderBy()', async () => {
    const col = getDb().collection(uniqueName('q'));
    await expectFailure(() => col.limitToLast(2).get(), {
      message: 'limitToLast() queries require specifying at least one orderBy() clause.',
    });
  });

  it('rejects a cursor with more values than orderBy() fields', async () => {
    const col = getDb().collection(uniqueName('q'));
    await expectFailure(() => col.orderBy('a').startAt(1, 2), {
      message:
        'Too many cursor values specified. The specified values must match the orderBy() constraints of the query.',
    });
  });

  it('rejects where() after a cursor', async () => {
    const col = getDb().collection(uniqueName('q'));
    await expectFailure(() => col.orderBy('a').startAt(1).where('b', '==', 1), {
      message:
        'Cannot specify a where() filter after calling startAt(), startAfter(), endBefore() or endAt().',
    });
  });

  it('rejects orderBy() after a cursor', async () => {
    const col = getDb().collection(uniqueName('q'));
    await expectFailure(() => col.orderBy('a').startAt(1).orderBy('b'), {
      message:
        'Cannot specify an orderBy() constraint after calling startAt(), startAfter(), endBefore() or endAt().',
    });
  });

  it("rejects 'array-contains' on the document id", async () => {
    await expectFailure(
      () =>
        getDb().collection(uniqueName('q')).where(FieldPath.documentId(), 'array-contains', 'x'),
      {
        message:
          "Invalid Query. You can't perform 'array-contains' queries on FieldPath.documentId().",
      },
    );
  });

  it('rejects a document-id filter value that is a path into another collection', async () => {
    await expectFailure(
      () => getDb().collection('c1').where(FieldPath.documentId(), '==', 'x/y/z'),
      {
        message:
          "the corresponding value must be a plain document ID, but 'x/y/z' contains a slash.",
      },
    );
  });

  it('allows inequality filters on several fields in the SDK (no client-side error)', async () => {
    const err = await catchError(async () => {
      getDb().collection(uniqueName('q')).where('a', '>', 1).where('b', '<', 2);
      throw new Error('built');
    });
    expect(err.message).toBe('built');
  });
});

describe.concurrent('Firestore limits', () => {
  const col = () => getDb().collection(uniqueName('limits'));

  it("refuses 'not-in' with more than 10 values and 'in' with more than 30", async () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect((await col().where('v', 'not-in', values(10)).get()).size).toBe(0);
    expect((await col().where('v', 'in', values(30)).get()).size).toBe(0);
    await expectFailure(() => col().where('v', 'not-in', values(11)).get(), {
      code: Code.INVALID_ARGUMENT,
      message: "'NOT_IN' supports up to 10 comparison values.",
    });
    await expectFailure(() => col().where('v', 'in', values(31)).get(), {
      code: Code.INVALID_ARGUMENT,
      message: "'IN' supports up to 30 comparison values.",
    });
  });

  it('refuses reserved field names (__name__ style) at any depth, writing nothing', async () => {
    const ref = col().doc('d');
    for (const data of [{ __x__: 1 }, { __name__: 1 }, { m: { __x__: 1 } }])
      await expectFailure(() => ref.set(data), {
        code: Code.INVALID_ARGUMENT,
        message: /reserved/,
      });
    expect((await ref.get()).exists).toBe(false);
  });

  it('refuses empty field names before sending anything', async () => {
    const ref = col().doc('d');
    for (const data of [{ '': 1 }, { m: { '': 1 } }])
      await expectFailure(() => ref.set(data), {
        message: 'Element at index 0 should not be an empty string.',
      });
    expect((await ref.get()).exists).toBe(false);
  });
});
