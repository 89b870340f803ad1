// Runs a function from its Netlify zip as Netlify's runtime does: the archive extracted, its bootstrap
// (___netlify-entry-point.mjs) called with a Lambda event and a response stream. The call returns once the
// response is written AND everything handed to waitUntil has settled, which is when Lambda freezes the instance:
// work still running after that is work a real deployment loses.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import extract from 'extract-zip';

type ResponseMetadata = {
  statusCode: number;
  headers?: Record<string, unknown>;
  multiValueHeaders?: Record<string, unknown[]>;
};
type StreamingHandler = (event: unknown, stream: Writable, context: unknown) => Promise<void>;

const metadataOf = new WeakMap<Writable, ResponseMetadata>();

/** The two hooks of AWS's Node runtime that Netlify's bootstrap calls for streamed responses. */
function installLambdaGlobals() {
  (globalThis as Record<string, unknown>).awslambda ??= {
    streamifyResponse: (handler: StreamingHandler) => handler,
    HttpResponseStream: {
      from(stream: Writable, metadata: ResponseMetadata) {
        metadataOf.set(stream, metadata);
        return stream;
      },
    },
  };
}

export type BundledFunction = {
  dir: string;
  /** One invocation; resolves when Lambda would consider it finished. */
  invoke: (request: Request) => Promise<Response>;
};

export async function extractFunction(
  zipPath: string,
  dir = mkdtempSync(join(tmpdir(), 'netlify-fn-')),
): Promise<string> {
  await extract(zipPath, { dir });
  return dir;
}

/** Loads the bootstrap of an extracted (or zipped) function; the function module itself loads on the first call. */
export async function loadBundledFunction(zipPath: string): Promise<BundledFunction> {
  const dir = await extractFunction(zipPath);
  installLambdaGlobals();
  const { handler } = (await import(pathToFileURL(join(dir, '___netlify-entry-point.mjs')).href)) as {
    handler: StreamingHandler;
  };
  return { dir, invoke: (request) => invoke(handler, request) };
}

async function invoke(handler: StreamingHandler, request: Request): Promise<Response> {
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const url = new URL(request.url);
  const event = {
    rawUrl: request.url,
    path: url.pathname,
    httpMethod: request.method,
    headers: {
      'x-nf-client-connection-ip': '127.0.0.1',
      'x-nf-request-id': randomUUID(),
      ...Object.fromEntries(request.headers),
    },
    body: body?.toString('base64'),
    isBase64Encoded: Boolean(body),
    flags: {},
  };
  const context = {
    awsRequestId: randomUUID(),
    callbackWaitsForEmptyEventLoop: true,
    clientContext: { custom: {} },
    getRemainingTimeInMillis: () => 30_000,
  };
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  await handler(event, stream, context);

  const metadata = metadataOf.get(stream) ?? { statusCode: 204 };
  const headers = new Headers();
  for (const [name, values] of Object.entries(metadata.multiValueHeaders ?? {}))
    for (const value of values) headers.append(name, String(value));
  for (const [name, value] of Object.entries(metadata.headers ?? {})) headers.set(name, String(value));
  const nullBody = [101, 204, 205, 304].includes(metadata.statusCode);
  return new Response(nullBody ? null : Buffer.concat(chunks), { status: metadata.statusCode, headers });
}
