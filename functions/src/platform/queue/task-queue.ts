// The task-queue port: background work (document processing, exports, imports, mass email) is
// enqueued as a registered task with its payload; production uses Cloud Tasks (one `tasks-<name>`
// function per registered task), locally an in-process queue calls the same handlers.
import type { QueuedTask } from './background-work';

export interface TaskQueue {
  /**
   * Queues one run of `task` with `payload` — typed by the task, so a wrong payload fails the
   * typecheck. A task id that was already accepted is ignored, as Cloud Tasks deduplicates named
   * tasks.
   */
  enqueue<P>(task: QueuedTask<P>, payload: P, options?: { taskId?: string }): Promise<void>;
}
