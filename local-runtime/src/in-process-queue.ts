// The local task queue: runs the registered tasks (the job registry's QUEUED_TASKS) in this
// process, retrying failures with backoff. A task id that was already accepted is ignored, as
// Cloud Tasks deduplicates named tasks.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { QueuedTask } from '@portico/functions/platform/queue/background-work';
import type { TaskQueue } from '@portico/functions/platform/queue/task-queue';
import type { Ports } from '@portico/functions/platform/ports';

const MAX_ATTEMPTS = 5;

export class InProcessQueue implements TaskQueue {
  private readonly tasks = new Map<string, QueuedTask>();
  private readonly seen = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private ports: Ports | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly retryDelayMs = (attempt: number) => 100 * 2 ** attempt,
  ) {}

  /** Registers the tasks and the ports their handlers run with (the same the API runs with). */
  start(tasks: readonly QueuedTask[], ports: Ports): void {
    for (const task of tasks) this.tasks.set(task.name, task);
    this.ports = ports;
  }

  async enqueue(queue: string, payload: unknown, options: { taskId?: string } = {}): Promise<void> {
    const task = this.tasks.get(queue);
    if (!task || !this.ports) throw new Error(`No task registered for queue "${queue}"`);
    const taskId = options.taskId ?? randomUUID();
    if (this.seen.has(`${queue}/${taskId}`)) return;
    this.seen.add(`${queue}/${taskId}`);
    const run = this.run(task, this.ports, payload, taskId).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async run(task: QueuedTask, ports: Ports, payload: unknown, taskId: string) {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      try {
        await task.handle(payload, ports, { taskId, attempt });
        return;
      } catch (error) {
        this.logger.warn({ err: error, queue: task.name, taskId, attempt }, 'task failed');
        await new Promise((r) => setTimeout(r, this.retryDelayMs(attempt)));
      }
    }
    this.logger.error({ queue: task.name, taskId }, 'task gave up');
  }

  /** Waits for every task under way (tests and shutdown). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
