// Which WebSocket the live connection uses. The browser's by default; under vitest there is no
// server to connect to, so whole-app tests get no socket unless they provide a fake through this
// context (the socket's own behaviour is tested in LiveSocket.test.ts).
import { createContext } from 'react';
import type { SocketFactory, SocketLike } from './LiveSocket.ts';

// The browser's WebSocket has these members (its handlers take richer events than SocketLike reads).
const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

export const LiveSocketFactoryContext = createContext<SocketFactory | null>(
  import.meta.env.MODE === 'test' ? null : browserSocket,
);
