// The task-queue port: background work (document processing, exports, imports, mass email)
// is enqueued by name with a payload; production uses Cloud Tasks functions, locally an
// in-process queue calls the same handlers.
export type TaskHandler = (
  payload: unknown,
  context: { taskId: string; attempt: number },
) => Promise<void>;

export interface TaskQueue {
  enqueue(queue: string, payload: unknown, options?: { taskId?: string }): Promise<void>;
}
