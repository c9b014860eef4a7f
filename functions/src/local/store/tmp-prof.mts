import { openLocalStore } from './local-store.js';
import { Timestamp } from 'firebase-admin/firestore';
function qdoc(i: number) {
  return {
    title: `Questionnaire ${i}`, status: ['draft', 'sent', 'completed'][i % 3], firmId: 'firm1', entityId: `e${i % 200}`,
    taxYear: 2020 + (i % 5), createdAt: Timestamp.fromMillis(1700000000000 + i * 1000), updatedAt: Timestamp.fromMillis(1700000000000 + i * 2000),
    dueDate: Timestamp.fromMillis(1710000000000 + i), sentBy: 'u1', progress: i % 100, tags: ['a', 'b'],
    reminders: { enabled: true, every: 7 }, assignee: { uid: 'u2', name: 'Bob' }, archived: false, templateId: 't1',
  };
}
const db = await openLocalStore({ dataDir: process.env.DIR || undefined, indexes: { indexes: [], fieldOverrides: [] } });
const col = db.collection('firms/firm1/q');
const pg = (db as any).storage.pg;
const orig = pg.query.bind(pg);
let sqlTime = 0;
pg.query = async (...a: any[]) => { const t = performance.now(); try { return await orig(...a); } finally { sqlTime += performance.now() - t; } };
for (let b = 0; b < 20; b++) {
  const batch = db.batch();
  let t = performance.now();
  for (let i = 0; i < 500; i++) batch.set(col.doc(`d${String(b * 500 + i).padStart(6, '0')}`), qdoc(b * 500 + i));
  const prep = performance.now() - t;
  sqlTime = 0;
  t = performance.now();
  await batch.commit();
  console.log('prep', prep.toFixed(1), 'commit', (performance.now() - t).toFixed(1), 'sql(outside tx)', sqlTime.toFixed(1));
}
await db.close();
