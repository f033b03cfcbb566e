// The live connection of spec part 1 §4/§7: a WebSocket to /sockets that feeds JSON action messages
// to the app and reconnects 10 seconds after any close until it is stopped. Plain class (no React)
// so the reconnect timing is testable with fake timers.
import {
  SOCKET_PATH,
  SOCKET_RECONNECT_DELAY_MS,
  socketMessageSchema,
  type SocketMessage,
} from '@asperity/contract';

/** The part of the browser's WebSocket this client uses; tests pass a fake. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  close: () => void;
}

export type SocketFactory = (url: string) => SocketLike;

export interface LiveSocketOptions {
  readonly url: string;
  readonly onMessage: (message: SocketMessage) => void;
  /** Called with true when the connection opens and false when it closes. */
  readonly onStatus?: (connected: boolean) => void;
  readonly createSocket: SocketFactory;
  readonly reconnectDelayMs?: number;
}

/**
 * ws(s)://… for /sockets: on the configured base (VITE_SOCKET_URL, http(s) or ws(s)) when there is
 * one, else on the page's origin.
 */
export function socketUrl(origin: string, configuredBase?: string): string {
  const base = configuredBase && /^(https?|wss?):\/\//.test(configuredBase) ? configuredBase : origin;
  const url = new URL(SOCKET_PATH, base);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.toString();
}

/** The message of one text frame, or null for anything that is not a known action. */
export function parseSocketMessage(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = socketMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export class LiveSocket {
  private socket: SocketLike | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private readonly delay: number;
  private readonly createSocket: SocketFactory;

  constructor(private readonly options: LiveSocketOptions) {
    this.delay = options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS;
    this.createSocket = options.createSocket;
  }

  /** Opens the connection (once); after a close it reconnects until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  /** Closes the connection for good (signed out, page left): no reconnect. */
  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      socket.close();
    }
  }

  get running(): boolean {
    return !this.stopped;
  }

  private open(): void {
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.options.onStatus?.(true);
    socket.onmessage = (event) => {
      const message = parseSocketMessage(event.data);
      if (message) this.options.onMessage(message);
    };
    // An error is always followed by a close; the close decides about reconnecting.
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.onStatus?.(false);
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer !== null) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.open();
    }, this.delay);
  }
}
