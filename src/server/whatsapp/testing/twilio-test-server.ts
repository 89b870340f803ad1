// A local HTTP server speaking the part of Twilio's REST wire format the product uses (Messages.json, and the
// Content API's template creation).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedTwilioRequest = {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
  json?: unknown;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTwilioTestServer() {
  const requests: RecordedTwilioRequest[] = [];
  let failNext = 0;
  let counter = 0;
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    res.setHeader('content-type', 'application/json');
    // The Content API (content.twilio.com) takes JSON and answers with the new template's HX sid.
    if (req.url === '/v1/Content' && req.method === 'POST') {
      requests.push({
        path: req.url,
        authorization: req.headers.authorization,
        form: {},
        json: JSON.parse(raw) as unknown,
      });
      res.writeHead(201).end(JSON.stringify({ sid: `HX${String(++counter).padStart(32, '0')}` }));
      return;
    }
    const form = Object.fromEntries(new URLSearchParams(raw));
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, form });
    if (!/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(req.url ?? '')) {
      res
        .writeHead(404)
        .end(JSON.stringify({ code: 20404, message: 'The requested resource was not found', status: 404 }));
      return;
    }
    if (failNext > 0) {
      failNext--;
      res.writeHead(400).end(
        JSON.stringify({
          code: 63016,
          message: 'Failed to send freeform message because you are outside the allowed window.',
          status: 400,
        }),
      );
      return;
    }
    res.writeHead(201).end(
      JSON.stringify({
        sid: `SM${String(++counter).padStart(32, '0')}`,
        status: 'queued',
        to: form.To,
        from: form.From,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNextRequests(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
