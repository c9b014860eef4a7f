// The local queue runs the job registry's tasks as Cloud Tasks would: with the runtime's ports,
// once per task id, retrying a failed attempt, and refusing a queue nobody registered.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { QueuedTask } from '@portico/functions/platform/queue/background-work';
import type { Ports } from '@portico/functions/platform/ports';
import { InProcessQueue } from './in-process-queue';

describe('the in-process queue', () => {
  it('runs registered tasks once per task id with the ports, retrying a failed attempt', async () => {
    const ports = { newId: () => 'ports-of-this-runtime' } as unknown as Ports;
    const runs: string[] = [];
    const task: QueuedTask<{ n: number }> = {
      name: 'count',
      async handle(payload, given, { taskId, attempt }) {
        runs.push(`${payload.n}:${attempt}:${given.newId()}`);
        if (taskId === 'flaky' && attempt === 1) throw new Error('the first attempt fails');
      },
    };
    const queue = new InProcessQueue(pino({ level: 'silent' }), () => 1);
    queue.start([task], ports);

    await queue.enqueue(task, { n: 1 }, { taskId: 'once' });
    await queue.enqueue(task, { n: 1 }, { taskId: 'once' });
    await queue.enqueue(task, { n: 2 }, { taskId: 'flaky' });
    await queue.drain();

    expect(runs).toEqual([
      '1:1:ports-of-this-runtime',
      '2:1:ports-of-this-runtime',
      '2:2:ports-of-this-runtime',
    ]);
    // A payload of another shape is refused by the typecheck (never called: it would run).
    // @ts-expect-error 'm' is not the task's payload
    const _mistyped = () => queue.enqueue(task, { m: 1 });
    const unregistered: QueuedTask<object> = { name: 'nobody', handle: async () => undefined };
    await expect(queue.enqueue(unregistered, {})).rejects.toThrow(
      'No task registered for queue "nobody"',
    );
  });
});
