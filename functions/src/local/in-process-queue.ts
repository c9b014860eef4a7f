// The local task queue: runs registered handlers in this process, retrying failures with backoff.
// A task id that was already accepted is ignored, as Cloud Tasks deduplicates named tasks.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { TaskHandler, TaskQueue } from '../platform/queue/task-queue';

const MAX_ATTEMPTS = 5;

export class InProcessQueue implements TaskQueue {
  private readonly handlers = new Map<string, TaskHandler>();
  private readonly seen = new Set<string>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  register(queue: string, handler: TaskHandler): void {
    this.handlers.set(queue, handler);
  }

  async enqueue(queue: string, payload: unknown, options: { taskId?: string } = {}): Promise<void> {
    const handler = this.handlers.get(queue);
    if (!handler) throw new Error(`No handler registered for queue "${queue}"`);
    const taskId = options.taskId ?? randomUUID();
    if (this.seen.has(`${queue}/${taskId}`)) return;
    this.seen.add(`${queue}/${taskId}`);
    const run = this.run(queue, handler, payload, taskId).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async run(queue: string, handler: TaskHandler, payload: unknown, taskId: string) {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      try {
        await handler(payload, { taskId, attempt });
        return;
      } catch (error) {
        this.logger.warn({ err: error, queue, taskId, attempt }, 'task failed');
        await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
      }
    }
    this.logger.error({ queue, taskId }, 'task gave up');
  }

  /** Waits for every task under way (tests and shutdown). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
