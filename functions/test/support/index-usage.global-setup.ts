// Before the API tests: the index usage they record starts empty (see
// local-runtime/src/store/index-usage.ts), so `npm run check:deploy` reads this run's alone.
import { rmSync } from 'node:fs';
import { INDEX_USAGE_DIR } from '@portico/local-runtime/store/index-usage';

export default function setup() {
  rmSync(INDEX_USAGE_DIR, { recursive: true, force: true });
}
