// The local scheduler runs each registered job at its declared interval with the runtime's ports,
// and never starts a run while the previous one of the same job is still going.
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledJob } from '@portico/functions/platform/queue/background-work';
import type { Ports } from '@portico/functions/platform/ports';
import { startScheduler } from './scheduler';

afterEach(() => vi.useRealTimers());

describe('the local scheduler', () => {
  it('runs a job every interval, one run at a time', async () => {
    vi.useFakeTimers();
    const ports = {} as Ports;
    let started = 0;
    let finish: () => void = () => undefined;
    const job: ScheduledJob = {
      name: 'slow',
      everyMinutes: 60,
      run: (given) => {
        expect(given).toBe(ports);
        started++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    const scheduler = startScheduler([job], ports, pino({ level: 'silent' }));
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(started).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toBe(1);
    // Still running an hour later: that tick is skipped.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(started).toBe(2);
    scheduler.stop();
  });
});
