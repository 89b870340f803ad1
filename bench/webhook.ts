// Webhook load: signed Twilio requests (a unique MessageSid each) against a running local server whose demo
// wedding (SEED_DEMO=1) is bound to one guest; the local engine answers. Used by bench/run.ts.
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';

const QUESTIONS = [
  'À quelle heure est la cérémonie ?',
  'Où se garer ?',
  'Quel est le dress code ?',
  'Les enfants sont-ils invités ?',
  'Y a-t-il une navette depuis la gare ?',
  'what time does the party start?',
  'donde es la recepcion?',
];

function signedBody(base: string, token: string, from: string, body: string, sid: string) {
  const params: Record<string, string> = {
    MessageSid: sid,
    AccountSid: 'ACbench',
    From: `whatsapp:${from}`,
    To: 'whatsapp:+14155238886',
    Body: body,
    NumMedia: '0',
    ProfileName: 'Bench',
  };
  const data =
    `${base}/api/whatsapp/webhook` +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join('');
  const signature = createHmac('sha1', token).update(Buffer.from(data, 'utf8')).digest('base64');
  return { body: new URLSearchParams(params).toString(), signature };
}

export async function measureWebhook({
  base,
  token,
  weddingId,
  durationS,
  connections,
}: {
  base: string;
  token: string;
  weddingId: string;
  durationS: number;
  connections: number;
}) {
  const guest = '+33700000001';
  const start = signedBody(base, token, guest, `start-${weddingId}`, `SMbenchstart${Date.now()}`);
  const res = await fetch(`${base}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': start.signature },
    body: start.body,
  });
  if (!res.ok) throw new Error(`start- refusé : ${res.status}`);

  let n = 0;
  const result = await autocannon({
    url: `${base}/api/whatsapp/webhook`,
    method: 'POST',
    connections,
    duration: durationS,
    requests: [
      {
        setupRequest: (request) => {
          n++;
          const signed = signedBody(
            base,
            token,
            guest,
            QUESTIONS[n % QUESTIONS.length]!,
            `SMbench${process.pid}${String(n).padStart(10, '0')}`,
          );
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/x-www-form-urlencoded',
              'x-twilio-signature': signed.signature,
            },
            body: signed.body,
          };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
