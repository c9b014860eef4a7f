// What an area declares as background work: a scheduled job (every N minutes) or a queued task
// (run once per enqueued payload). Each is declared once, in its area's <area>.jobs.ts, and listed
// in jobs/job-registry.ts; production exports one Cloud Function per entry (src/index.ts) and the
// local runtime's scheduler and in-process queue run the same entries. Handlers are idempotent: a
// run or a retried task that runs twice changes nothing twice.
import type { Ports } from '../ports';

/**
 * What a job's or a task's Cloud Function is given: the secrets it reads (the sealing
 * certificate's, Stripe's key) and its size when the default (512 MiB, 5 minutes) is not enough —
 * reading, rendering or recognising PDFs takes more memory and time.
 */
export interface WorkNeeds {
  secrets?: 'sealing' | 'stripe';
  memory?: '1GiB' | '2GiB';
  /** At most 540 s for a scheduled function, 1,800 s for a task. */
  timeoutSeconds?: number;
}

export interface ScheduledJob extends WorkNeeds {
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

export interface QueuedTask<P> extends WorkNeeds {
  /** The queue's name: the Cloud Function's name under `tasks-`. */
  name: string;
  handle(payload: P, ports: Ports, context: TaskContext): Promise<void>;
}

/** A registered task, whatever its payload (the registry lists tasks of every payload type). */
export type AnyQueuedTask = QueuedTask<never>;

/**
 * Runs a task with a payload as the queue hands it back: the one place a payload is taken on
 * trust, since `TaskQueue.enqueue` only queues the task's own payload type.
 */
export const runTask = (
  task: AnyQueuedTask,
  payload: unknown,
  ports: Ports,
  context: TaskContext,
): Promise<void> => task.handle(payload as never, ports, context);

/** Cloud Scheduler's form of a job's interval. */
export const cloudSchedule = (job: ScheduledJob): string => `every ${job.everyMinutes} minutes`;
