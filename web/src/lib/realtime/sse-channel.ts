// The realtime channel as the local runtime serves it on the embedded store: Server-Sent Events
// read with fetch, so the ID token goes in the Authorization header, never in a URL (or, before
// the SDK has loaded, the session cookie the browser sends).
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { API_BASE } from '@/lib/api-client';
import { loadedFirebase } from '@/lib/firebase';
import { serverSessionUid } from '@/lib/server-session';
import type { RealtimeChannel } from './realtime-port';

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

/**
 * What the channel reaches outside itself: the caller's credential (an ID token; `cookie`: the
 * session cookie; null: nobody signed in), fetch.
 */
export interface SseEdges {
  idToken: () => Promise<string | 'cookie' | null>;
  fetch: typeof fetch;
}

/** The server knows the caller from the token, so the ids are not sent. */
export function createSseChannel(edges: SseEdges): RealtimeChannel {
  return async (_ids, onEvent, signal) => {
    const token = await edges.idToken();
    if (token === null) return;
    const response = await edges.fetch(`${API_BASE}/realtime/events`, {
      headers: {
        Accept: 'text/event-stream',
        ...(token !== 'cookie' && { Authorization: `Bearer ${token}` }),
      },
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
  };
}

export const sseChannel = createSseChannel({
  idToken: async () => {
    const user = loadedFirebase()?.currentUser();
    if (user) return user.getIdToken();
    return serverSessionUid() ? 'cookie' : null;
  },
  fetch: (input, init) => fetch(input, init),
});
