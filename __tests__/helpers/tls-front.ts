/**
 * An HTTPS front for an emulator that speaks plain HTTP: it terminates TLS with the test CA's
 * certificate for the made-up hosts of fixtures/tls/ and forwards the bytes to a loopback port,
 * so the action sees `https://api.mintlify.test:PORT` as a runner behind a private CA would. It
 * counts the connections it accepted (the proxy test compares them with the proxy's tunnels).
 */
import { readFileSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { createServer } from 'node:tls';
import { ROOT } from './run-action.js';

const TLS_DIR = path.join(ROOT, '__tests__', 'fixtures', 'tls');
/** The test CA, for NODE_EXTRA_CA_CERTS. */
export const TEST_CA_FILE = path.join(TLS_DIR, 'test-ca.crt');

/** A running front. */
export interface TlsFront {
  /** The loopback port it listens on. */
  readonly port: number;
  /** Connections accepted so far. */
  readonly accepted: () => number;
  /** Where it forwards (set once the emulator behind it listens). */
  forwardTo(port: number): void;
  close(): Promise<void>;
}

/** Starts a front on a free loopback port; it forwards once {@link TlsFront.forwardTo} is called. */
export async function startTlsFront(): Promise<TlsFront> {
  let target = 0;
  let accepted = 0;
  const open = new Set<Socket>();
  const server = createServer(
    {
      key: readFileSync(path.join(TLS_DIR, 'hosts.key')),
      cert: readFileSync(path.join(TLS_DIR, 'hosts.crt')),
    },
    (socket) => {
      accepted += 1;
      const upstream = connect({ host: '127.0.0.1', port: target });
      for (const s of [socket, upstream]) {
        open.add(s);
        s.on('close', () => open.delete(s));
        s.on('error', () => {
          socket.destroy();
          upstream.destroy();
        });
      }
      socket.pipe(upstream).pipe(socket);
    },
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    accepted: () => accepted,
    forwardTo: (port) => {
      target = port;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const s of open) s.destroy();
        server.close(() => done());
      }),
  };
}
