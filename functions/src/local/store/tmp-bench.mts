import { openLocalStore } from './local-store.js';
import { Timestamp } from 'firebase-admin/firestore';
import { rmSync } from 'node:fs';

function qdoc(i: number) {
  return {
    title: `Questionnaire ${i}`, status: ['draft', 'sent', 'completed'][i % 3], firmId: 'firm1', entityId: `e${i % 200}`,
    taxYear: 2020 + (i % 5), createdAt: Timestamp.fromMillis(1700000000000 + i * 1000), updatedAt: Timestamp.fromMillis(1700000000000 + i * 2000),
    dueDate: Timestamp.fromMillis(1710000000000 + i), sentBy: 'u1', progress: i % 100, tags: ['a', 'b'],
    reminders: { enabled: true, every: 7 }, assignee: { uid: 'u2', name: 'Bob' }, archived: false, templateId: 't1',
  };
}
const p50 = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const dir = '/tmp/bench/data';
rmSync(dir, { recursive: true, force: true });
const indexes = { indexes: [{ collectionGroup: 'q', queryScope: 'COLLECTION', fields: [{ fieldPath: 'status', order: 'ASCENDING' }, { fieldPath: 'createdAt', order: 'DESCENDING' }] }], fieldOverrides: [] };
let t = performance.now();
const db = await openLocalStore({ dataDir: dir, indexes });
console.log('open empty', (performance.now() - t).toFixed(0));
const col = db.collection('firms/firm1/q');
const batchTimes: number[] = [];
const N = Number(process.env.N ?? 100000);
for (let b = 0; b < N / 500; b++) {
  const batch = db.batch();
  for (let i = 0; i < 500; i++) batch.set(col.doc(`d${String(b * 500 + i).padStart(6, '0')}`), qdoc(b * 500 + i));
  t = performance.now();
  await batch.commit();
  batchTimes.push(performance.now() - t);
}
console.log('batch500 p50', p50([...batchTimes]).toFixed(1), 'max', Math.max(...batchTimes).toFixed(1), 'first', batchTimes.slice(0, 3).map((x) => x.toFixed(0)));
const gets: number[] = [];
for (let i = 0; i < 500; i++) { t = performance.now(); await col.doc(`d${String((i * 97) % N).padStart(6, '0')}`).get(); gets.push(performance.now() - t); }
console.log('get p50', p50(gets).toFixed(3));
const qs: number[] = [];
for (let i = 0; i < 100; i++) { t = performance.now(); const s = await col.where('status', '==', 'sent').orderBy('createdAt', 'desc').limit(10).get(); qs.push(performance.now() - t); if (s.size !== 10) throw new Error('size'); }
console.log('eq+orderBy+limit10 p50', p50(qs).toFixed(2));
const qs2: number[] = [];
for (let i = 0; i < 50; i++) { t = performance.now(); await col.where('status', '==', 'sent').where('entityId', '==', 'e7').limit(10).get(); qs2.push(performance.now() - t); }
console.log('eq+eq limit10 p50', p50(qs2).toFixed(2));
const qs3: number[] = [];
for (let i = 0; i < 50; i++) { t = performance.now(); await col.orderBy('progress', 'desc').limit(10).get(); qs3.push(performance.now() - t); }
console.log('orderBy desc limit10 p50', p50(qs3).toFixed(2));
let last: any;
t = performance.now();
let page = await col.where('status', '==', 'sent').orderBy('createdAt', 'desc').limit(10).get();
for (let i = 0; i < 20; i++) { last = page.docs[page.docs.length - 1]; page = await col.where('status', '==', 'sent').orderBy('createdAt', 'desc').startAfter(last).limit(10).get(); }
console.log('20 pages', (performance.now() - t).toFixed(1));
t = performance.now();
const c = await col.where('status', '==', 'sent').count().get();
console.log('count', c.data().count, (performance.now() - t).toFixed(0));
await db.close();
t = performance.now();
const db2 = await openLocalStore({ dataDir: dir, indexes });
await db2.collection('firms/firm1/q').doc('d000001').get();
console.log('reopen+get', (performance.now() - t).toFixed(0));
await db2.close();
