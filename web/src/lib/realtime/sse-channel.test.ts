// The Server-Sent Events channel on a fake fetch: how the stream is asked for (the token in a
// header, never the URL), how its bytes become events whatever the chunking, and when the channel
// settles so that keepRealtimeOpen reconnects.
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { createSseChannel, parseSse } from './sse-channel';

const IDS = { firmId: 'f1', uid: 'u1' };
const ALERT: RealtimeEvent = {
  type: 'global-alert',
  data: { show: true, text: 'Closed 🎄 Friday' },
};
const SIGNAL: RealtimeEvent = {
  type: 'signal',
  data: { unseen_messages: 2, message_at: '2025-01-02T03:04:05.000Z', notification_at: null },
};
/** An event as the local runtime writes it (local-runtime/src/realtime-events.ts). */
const block = (event: RealtimeEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

describe('parseSse', () => {
  it('answers the complete events and keeps an unfinished block for the next chunk', () => {
    const text = block(ALERT) + block(SIGNAL) + 'event: signal\ndata: {"unseen';
    expect(parseSse(text)).toEqual({
      events: [ALERT, SIGNAL],
      rest: 'event: signal\ndata: {"unseen',
    });
  });

  it('ignores heartbeats, unknown event types and events without data', () => {
    const text = ': keep-alive\n\nevent: other\ndata: {}\n\nevent: signal\n\n' + block(ALERT);
    expect(parseSse(text).events).toEqual([ALERT]);
  });

  it('joins the data lines of one event', () => {
    const text = 'event: global-alert\ndata: {"show":true,\ndata: "text":"a"}\n\n';
    expect(parseSse(text).events).toEqual([
      { type: 'global-alert', data: { show: true, text: 'a' } },
    ]);
  });
});

/** A fetch answered with a stream the test writes to, and what the channel asked for. */
function fakeServer(status = 200) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return new Response(status === 200 ? body : 'no', { status });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    write: (chunk: string | Uint8Array) =>
      controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk),
    close: () => controller.close(),
    fail: (error: Error) => controller.error(error),
  };
}

/** Lets the channel read what was written (the stream delivers on later microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function open(server: ReturnType<typeof fakeServer>, token: string | null = 't0ken') {
  const channel = createSseChannel({ idToken: async () => token, fetch: server.fetch });
  const events: RealtimeEvent[] = [];
  const controller = new AbortController();
  const running = channel(
    IDS,
    (event) => events.push(event),
    controller.signal,
    () => {},
  );
  return { events, running, controller };
}

describe('the SSE channel', () => {
  it('asks for the event stream with the ID token as a bearer header and the abort signal', async () => {
    const server = fakeServer();
    const { controller } = open(server);
    await settle();
    expect(server.requests).toHaveLength(1);
    const [{ url, init }] = server.requests as [(typeof server.requests)[0]];
    expect(url).toBe('/api/realtime/events');
    expect(init.headers).toEqual({
      Accept: 'text/event-stream',
      Authorization: 'Bearer t0ken',
    });
    expect(init.signal).toBe(controller.signal);
  });

  it('ends at once, without a request, when nobody is signed in', async () => {
    const server = fakeServer();
    const { running } = open(server, null);
    await expect(running).resolves.toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });

  it('delivers each event once its block is complete, however the bytes are chunked', async () => {
    const server = fakeServer();
    const { events } = open(server);
    // The alert's bytes cut inside the emoji (4 bytes in UTF-8), then inside the blank line.
    const bytes = new TextEncoder().encode(block(ALERT) + block(SIGNAL));
    const emoji = bytes.indexOf(0xf0);
    const blankLine = new TextEncoder().encode(block(ALERT)).length - 1;
    server.write(bytes.slice(0, emoji + 2));
    server.write(bytes.slice(emoji + 2, blankLine));
    await settle();
    expect(events).toEqual([]);
    server.write(bytes.slice(blankLine, bytes.length - 5));
    await settle();
    expect(events).toEqual([ALERT]);
    server.write(bytes.slice(bytes.length - 5));
    await settle();
    expect(events).toEqual([ALERT, SIGNAL]);
  });

  it('reads CRLF line endings as LF', async () => {
    const server = fakeServer();
    const { events } = open(server);
    server.write(block(SIGNAL).replace(/\n/g, '\r\n'));
    await settle();
    expect(events).toEqual([SIGNAL]);
  });

  it('settles when the server ends the stream, so the caller reconnects', async () => {
    const server = fakeServer();
    const { running, events } = open(server);
    server.write(block(ALERT));
    server.close();
    await expect(running).resolves.toBeUndefined();
    expect(events).toEqual([ALERT]);
  });

  it('fails when the connection drops mid-stream', async () => {
    const server = fakeServer();
    const { running } = open(server);
    server.fail(new TypeError('network error'));
    await expect(running).rejects.toThrow('network error');
  });

  it('fails on a refused stream (a 401 or 503), naming the status', async () => {
    const { running } = open(fakeServer(503));
    await expect(running).rejects.toThrow('Realtime channel answered 503');
  });
});
