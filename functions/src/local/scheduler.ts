// The local scheduler: calls the same job functions the onSchedule functions call in production,
// every interval; a run never overlaps the previous run of the same job.
import type { Logger } from 'pino';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export function startScheduler(jobs: ScheduledJob[], logger: Logger): { stop(): void } {
  const timers = jobs.map((job) => {
    let busy = false;
    return setInterval(() => {
      if (busy) return;
      busy = true;
      job
        .run()
        .catch((error: unknown) =>
          logger.error({ err: error, job: job.name }, 'scheduled job failed'),
        )
        .finally(() => (busy = false));
    }, job.everyMs);
  });
  return { stop: () => timers.forEach(clearInterval) };
}
