import { describe, expect, it } from 'vitest';
import { nextSendAfter } from './send-schedule';

const day = (s: string) => new Date(`${s}T10:00:00Z`);
const run = (first: string, frequency: Parameters<typeof nextSendAfter>[1], count: number) => {
  const out = [first];
  let last = day(first);
  for (let i = 1; i < count; i++) {
    const next = nextSendAfter(last, frequency, day(first));
    if (!next) break;
    out.push(next.toISOString().slice(0, 10));
    last = next;
  }
  return out;
};

describe('recurring sends', () => {
  it('repeats weekly, monthly (on the first send’s day where the month has it), quarterly and yearly', () => {
    expect(run('2026-03-02', 'weekly', 4)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
    expect(run('2026-01-31', 'monthly', 4)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(run('2026-11-15', 'quarterly', 3)).toEqual(['2026-11-15', '2027-02-15', '2027-05-15']);
    expect(run('2024-02-29', 'yearly', 2)).toEqual(['2024-02-29', '2025-02-28']);
  });

  it('goes to each month’s end or start', () => {
    expect(run('2026-03-05', 'month_end', 4)).toEqual([
      '2026-03-05',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(run('2026-12-31', 'month_end', 3)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
    expect(run('2026-03-05', 'month_start', 3)).toEqual(['2026-03-05', '2026-04-01', '2026-05-01']);
  });

  it('sends once only once', () => {
    expect(nextSendAfter(day('2026-03-05'), 'once')).toBeNull();
  });
});
