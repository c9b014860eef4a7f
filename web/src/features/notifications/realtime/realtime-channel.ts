// The realtime channel as the local runtime serves it: Server-Sent Events read with fetch (so the
// ID token goes in the Authorization header, never in a URL), reconnecting after a drop.
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { API_BASE } from '@/lib/api-client';
import { firebaseAuth } from '@/lib/firebase';

const RETRY_MS = [500, 1000, 2000, 5000];

/** Parses complete SSE blocks out of `buffer`; answers the events and what is left over. */
export function parseSse(buffer: string): { events: RealtimeEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: RealtimeEvent[] = [];
  for (const block of blocks) {
    let type = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) type = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if ((type === 'global-alert' || type === 'signal') && data) {
      events.push({ type, data: JSON.parse(data) } as RealtimeEvent);
    }
  }
  return { events, rest };
}

async function readStream(
  onEvent: (event: RealtimeEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user) return;
  const response = await fetch(`${API_BASE}/realtime/events`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${await user.getIdToken()}` },
    signal,
  });
  if (!response.ok || !response.body)
    throw new Error(`Realtime channel answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseSse(buffer + value.replace(/\r\n/g, '\n'));
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}

/** Keeps the channel open until `signal` aborts; each drop reconnects after a short, growing pause. */
export async function runRealtimeChannel(
  onEvent: (event: RealtimeEvent) => void,
  signal: AbortSignal,
) {
  let attempt = 0;
  while (!signal.aborted) {
    try {
      await readStream((event) => {
        attempt = 0;
        onEvent(event);
      }, signal);
    } catch {
      if (signal.aborted) return;
    }
    const pause = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
