// Finds a run of consecutive free TCP ports on loopback, so test stacks started side by side
// (a dev run, API tests, browser tests, another checkout's CI) never collide.
import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first port of `count` consecutive free ports, searching from a random point in the range. */
export async function findFreePorts(count: number, from = 20000, to = 40000): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = from + Math.floor(Math.random() * (to - from - count));
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error(`No ${count} consecutive free ports between ${from} and ${to}`);
}
