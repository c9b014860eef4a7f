// The local task queue: runs the registered tasks (the job registry's QUEUED_TASKS) in this
// process, retrying failures with backoff. A task id that was already accepted is ignored, as
// Cloud Tasks deduplicates named tasks. Tasks run one at a time, each from a fresh turn of the
// event loop: the embedded store answers in-process, as promises, so many tasks at once would run
// from microtask to microtask and starve the HTTP server's I/O (a send to a thousand entities held
// the portal for its whole 18 s); one at a time, requests are served between them.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  runTask,
  type AnyQueuedTask,
  type QueuedTask,
} from '@portico/functions/platform/queue/background-work';
import type { TaskQueue } from '@portico/functions/platform/queue/task-queue';
import type { Ports } from '@portico/functions/platform/ports';

const MAX_ATTEMPTS = 5;

/** Resolves on the event loop's next turn, after pending I/O. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class InProcessQueue implements TaskQueue {
  private readonly tasks = new Map<string, AnyQueuedTask>();
  private readonly seen = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private tail: Promise<void> = Promise.resolve();
  private ports: Ports | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly retryDelayMs = (attempt: number) => 100 * 2 ** attempt,
  ) {}

  /** Registers the tasks and the ports their handlers run with (the same the API runs with). */
  start(tasks: readonly AnyQueuedTask[], ports: Ports): void {
    for (const task of tasks) this.tasks.set(task.name, task);
    this.ports = ports;
  }

  async enqueue<P>(
    queued: QueuedTask<P>,
    payload: P,
    options: { taskId?: string } = {},
  ): Promise<void> {
    const queue = queued.name;
    const task = this.tasks.get(queue);
    if (!task || !this.ports) throw new Error(`No task registered for queue "${queue}"`);
    const taskId = options.taskId ?? randomUUID();
    if (this.seen.has(`${queue}/${taskId}`)) return;
    this.seen.add(`${queue}/${taskId}`);
    const ports = this.ports;
    const run = this.tail
      .then(nextTurn)
      .then(() => this.run(task, ports, payload, taskId))
      .finally(() => this.running.delete(run));
    this.tail = run;
    this.running.add(run);
  }

  private async run(task: AnyQueuedTask, ports: Ports, payload: unknown, taskId: string) {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      try {
        await runTask(task, payload, ports, { taskId, attempt });
        return;
      } catch (error) {
        this.logger.warn({ err: error, queue: task.name, taskId, attempt }, 'task failed');
        await new Promise((r) => setTimeout(r, this.retryDelayMs(attempt)));
      }
    }
    this.logger.error({ queue: task.name, taskId }, 'task gave up');
  }

  /** Keeps tasks queued from now on from starting until the returned release is called (for a
   * test that looks at what a request leaves before its task runs). */
  hold(): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.tail = this.tail.then(() => gate);
    return release;
  }

  /** Waits for every task under way (tests and shutdown). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
