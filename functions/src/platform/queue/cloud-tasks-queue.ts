// The production task queue: Cloud Tasks through firebase-admin, one queue per registered task
// (the `tasks-<name>` functions exported from src/index.ts).
import { getFunctions } from 'firebase-admin/functions';
import type { TaskQueue } from './task-queue';

export function cloudTasksQueue(region: string): TaskQueue {
  return {
    async enqueue(task, payload, options = {}) {
      const target = `locations/${region}/functions/tasks-${task.name}`;
      await getFunctions()
        .taskQueue(target)
        .enqueue(payload as Record<string, unknown>, options.taskId ? { id: options.taskId } : {});
    },
  };
}
