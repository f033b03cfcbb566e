import { SOCKET_RECONNECT_DELAY_MS, type SocketMessage } from '@asperity/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, parseSocketMessage, socketUrl, type SocketLike } from './LiveSocket.ts';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  closed = false;
  constructor(readonly url: string) {}
  close(): void {
    this.closed = true;
  }
  /** The server's side: open, send a frame, drop the connection. */
  open(): void {
    this.onopen?.({});
  }
  send(data: unknown): void {
    this.onmessage?.({ data });
  }
  drop(): void {
    this.onclose?.({});
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const messages: SocketMessage[] = [];
  const statuses: boolean[] = [];
  const live = new LiveSocket({
    url: 'ws://example.test/sockets',
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  return { live, sockets, messages, statuses };
}

describe('LiveSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reconnects 10 seconds after a close, not earlier', () => {
    const { live, sockets, statuses } = harness();
    live.start();
    expect(sockets).toHaveLength(1);
    sockets[0]?.open();
    sockets[0]?.drop();
    expect(statuses).toEqual([true, false]);
    vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(SOCKET_RECONNECT_DELAY_MS).toBe(10_000);
    live.stop();
  });

  it('keeps retrying every 10 seconds while the server stays away', () => {
    const { live, sockets } = harness();
    live.start();
    sockets[0]?.drop();
    vi.advanceTimersByTime(10_000);
    sockets[1]?.drop();
    vi.advanceTimersByTime(9_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    live.stop();
  });

  it('does not reconnect after stop (signed out), and closes the open socket', () => {
    const { live, sockets } = harness();
    live.start();
    live.stop();
    expect(sockets[0]?.closed).toBe(true);
    sockets[0]?.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(live.running).toBe(false);
  });

  it('cancels a pending reconnect when stopped during the wait', () => {
    const { live, sockets } = harness();
    live.start();
    sockets[0]?.drop();
    vi.advanceTimersByTime(5_000);
    live.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('feeds valid JSON action messages to the app and ignores anything else', () => {
    const { live, sockets, messages } = harness();
    live.start();
    sockets[0]?.send('{"type":"sign-out","reason":"account-disabled"}');
    sockets[0]?.send('not json');
    sockets[0]?.send('{"type":"unknown"}');
    sockets[0]?.send(new ArrayBuffer(2));
    expect(messages).toEqual([{ type: 'sign-out', reason: 'account-disabled' }]);
    live.stop();
  });
});

describe('socketUrl', () => {
  it('uses the page origin with ws or wss', () => {
    expect(socketUrl('http://localhost:8080')).toBe('ws://localhost:8080/sockets');
    expect(socketUrl('https://app.example.org')).toBe('wss://app.example.org/sockets');
  });

  it('uses the configured base when it is an address', () => {
    expect(socketUrl('https://app.example.org', 'https://live.example.org')).toBe(
      'wss://live.example.org/sockets',
    );
    expect(socketUrl('https://app.example.org', 'wss://live.example.org')).toBe(
      'wss://live.example.org/sockets',
    );
    expect(socketUrl('https://app.example.org', 'nonsense')).toBe('wss://app.example.org/sockets');
  });
});

describe('parseSocketMessage', () => {
  it('reads a subscription-level change', () => {
    expect(
      parseSocketMessage(
        JSON.stringify({
          type: 'subscription-level',
          subscriptionLevel: 1,
          overridenSubscriptionLevel: 2,
          effectiveTier: 2,
        }),
      ),
    ).toEqual({
      type: 'subscription-level',
      subscriptionLevel: 1,
      overridenSubscriptionLevel: 2,
      effectiveTier: 2,
    });
  });
});
