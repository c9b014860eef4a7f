// The local scheduler: runs the job registry's scheduled jobs with the same ports as the API, at
// their declared interval; a run never overlaps the previous run of the same job.
import type { Logger } from 'pino';
import type { ScheduledJob } from '@portico/functions/platform/queue/background-work';
import type { Ports } from '@portico/functions/platform/ports';

const MINUTE_MS = 60_000;

export function startScheduler(
  jobs: readonly ScheduledJob[],
  ports: Ports,
  logger: Logger,
): { stop(): void } {
  const timers = jobs.map((job) => {
    let busy = false;
    return setInterval(() => {
      if (busy) return;
      busy = true;
      job
        .run(ports)
        .catch((error: unknown) =>
          logger.error({ err: error, job: job.name }, 'scheduled job failed'),
        )
        .finally(() => (busy = false));
    }, job.everyMinutes * MINUTE_MS);
  });
  return { stop: () => timers.forEach(clearInterval) };
}
