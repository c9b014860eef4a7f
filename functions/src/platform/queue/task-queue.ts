// The task-queue port: background work (document processing, exports, imports, mass email) is
// enqueued by queue name with a payload; production uses Cloud Tasks (one `tasks-<name>` function
// per registered task), locally an in-process queue calls the same handlers.
export interface TaskQueue {
  /** A task id that was already accepted is ignored, as Cloud Tasks deduplicates named tasks. */
  enqueue(queue: string, payload: unknown, options?: { taskId?: string }): Promise<void>;
}
