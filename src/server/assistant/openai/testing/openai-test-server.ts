// A local HTTP server speaking OpenAI's Chat Completions wire format, answering what the test scripts.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedReply =
  | { kind: 'json'; content: unknown }
  | { kind: 'raw'; content: string }
  | { kind: 'error'; status: number }
  | { kind: 'hang'; ms: number };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOpenAiTestServer() {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  let next: ScriptedReply = { kind: 'error', status: 500 };
  const server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    requests.push({ path: req.url ?? '', body });
    const reply = next;
    if (reply.kind === 'hang') {
      const timer = setTimeout(() => res.destroy(), reply.ms);
      req.on('close', () => clearTimeout(timer));
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (reply.kind === 'error') {
      res.writeHead(reply.status).end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    const content = reply.kind === 'json' ? JSON.stringify(reply.content) : reply.content;
    res.writeHead(200).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: String(body.model ?? 'test'),
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script(reply: ScriptedReply) {
      next = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
