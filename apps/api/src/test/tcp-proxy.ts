import { createServer, connect, type Server, type Socket } from 'node:net';

/*
 * A TCP proxy between the API and PostgreSQL that a test can break on purpose, as a network or
 * a database host breaks in production:
 * - `cut()`: every open connection is reset and new ones are refused (reset on accept): the
 *   database host went away;
 * - `stall()`: connections stay open but nothing gets through, either way (the bytes wait, as
 *   TCP would retransmit them), and new ones are accepted and left hanging; a client closing
 *   its end is not passed on either, so the server keeps its session (and its transaction, and
 *   its locks) until the stall ends: a hung network or a partition;
 * - `restore()`: traffic flows again and what waited is delivered; a pair whose client gave up
 *   meanwhile is closed on the server's side instead, which is when PostgreSQL learns of it and
 *   rolls back.
 */

type Mode = 'open' | 'cut' | 'stall';

interface Pair {
  client: Socket;
  upstream: Socket | null;
  /** What the client sent while it could not be forwarded (stalled, or still connecting). */
  held: Buffer[];
  /** What the server sent while stalled. */
  heldBack: Buffer[];
  clientGone: boolean;
}

export interface TcpProxy {
  port: number;
  /** Open connections through the proxy right now. */
  connections: () => number;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'open';
  const pairs = new Set<Pair>();

  function drop(pair: Pair) {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  }

  function reset(pair: Pair) {
    pairs.delete(pair);
    pair.client.resetAndDestroy();
    pair.upstream?.resetAndDestroy();
  }

  /** Connects the pair to PostgreSQL and pipes both ways, honouring the mode on each chunk. */
  function connectUpstream(pair: Pair) {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('connect', () => {
      if (mode === 'open') for (const chunk of pair.held.splice(0)) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode !== 'open') pair.heldBack.push(chunk);
      else if (!pair.client.destroyed) pair.client.write(chunk);
    });
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
  }

  const server: Server = createServer((client) => {
    if (mode === 'cut') {
      client.on('error', () => undefined);
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null, held: [], heldBack: [], clientGone: false };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (mode === 'open' && pair.upstream && !pair.upstream.connecting) {
        pair.upstream.write(chunk);
      } else {
        pair.held.push(chunk);
      }
    });
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.clientGone = true;
      // Stalled, PostgreSQL does not hear of it until the network comes back.
      if (mode !== 'stall') drop(pair);
    });
    if (mode === 'open') connectUpstream(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');

  return {
    port: address.port,
    connections: () => pairs.size,
    cut() {
      mode = 'cut';
      for (const pair of [...pairs]) reset(pair);
    },
    stall() {
      mode = 'stall';
    },
    restore() {
      mode = 'open';
      for (const pair of [...pairs]) {
        // Accepted while stalled: the client has long given up on its handshake.
        if (pair.clientGone || !pair.upstream) {
          drop(pair);
          continue;
        }
        for (const chunk of pair.heldBack.splice(0)) pair.client.write(chunk);
        if (!pair.upstream.connecting) {
          for (const chunk of pair.held.splice(0)) pair.upstream.write(chunk);
        }
      }
    },
    async close() {
      for (const pair of [...pairs]) drop(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
