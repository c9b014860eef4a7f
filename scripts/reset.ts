// `npm run reset`: wipes the local data (store and files); the next `npm start` seeds again.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(import.meta.dirname, '../.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start seeds the demo firm again.`);
