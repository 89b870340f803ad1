// A TCP relay that holds every chunk `delayMs` before passing it on, in both directions: a database in another
// region (10 ms each way = a 20 ms round trip, Netlify and Neon in neighbouring regions; 45 ms = 90 ms, Netlify's
// default us-east-1 against a European Neon).
import { connect, createServer, type Server, type Socket } from 'node:net';

export async function startLatencyRelay(target: URL, delayMs: number): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<Socket>();
  const relay = (from: Socket, to: Socket) => {
    sockets.add(from);
    from.on('data', (chunk) => setTimeout(() => to.write(chunk), delayMs));
    from.on('close', () => {
      sockets.delete(from);
      setTimeout(() => to.destroy(), delayMs);
    });
    from.on('error', () => to.destroy());
  };
  const server: Server = createServer((client) => {
    client.setNoDelay(true);
    const upstream = connect(Number(target.port || 5432), target.hostname);
    upstream.setNoDelay(true);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
