// What an area declares as background work: a scheduled job (every N minutes) or a queued task
// (run once per enqueued payload). Each is declared once, in its area's <area>.jobs.ts, and listed
// in jobs/job-registry.ts; production exports one Cloud Function per entry (src/index.ts) and the
// local runtime's scheduler and in-process queue run the same entries. Handlers are idempotent: a
// run or a retried task that runs twice changes nothing twice.
import type { Ports } from '../ports';

export interface ScheduledJob {
  /** The Cloud Function's name under `jobs-` and the local scheduler's label. */
  name: string;
  everyMinutes: number;
  run(ports: Ports): Promise<void>;
}

export interface TaskContext {
  taskId: string;
  /** 1 for the first try; retries count up. */
  attempt: number;
}

export interface QueuedTask<P = unknown> {
  /** The queue's name: the Cloud Function's name under `tasks-`, and what enqueue() names. */
  name: string;
  handle(payload: P, ports: Ports, context: TaskContext): Promise<void>;
}

/** Cloud Scheduler's form of a job's interval. */
export const cloudSchedule = (job: ScheduledJob): string => `every ${job.everyMinutes} minutes`;
