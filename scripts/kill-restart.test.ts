// kill -9 in the middle of a burst of signed WhatsApp messages, then a restart on the same data folder: every
// message the server acknowledged is stored, and nothing is half-written (an event without its exchange, an exchange
// without its counters). The API runs alone (scripts/testing/serve-api.ts) on PGlite, as npm start opens it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { weddingWithCounters } from '../src/server/weddings/wedding-counters.ts';
import { openLocalDb } from '../db/local.ts';
import { guests, messages, processedWebhookEvents, weddings } from '../db/schema/index.ts';

const PORT = 4833;
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = 'kill-restart-token';
const dataDir = join(mkdtempSync(join(tmpdir(), 'kill-restart-')), 'pglite');
let child: ChildProcess | undefined;

async function startServer() {
  const output: string[] = [];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/serve-api.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TWILIO_AUTH_TOKEN: TOKEN,
      PUBLIC_BASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  child = proc;
  for (let i = 0; i < 300 && !output.join('').includes('prêt'); i++) await new Promise((r) => setTimeout(r, 100));
  if (!output.join('').includes('prêt')) throw new Error(`pas démarré :\n${output.join('')}`);
  return { proc, exited };
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

function signedMessage(sid: string, from: string, body: string) {
  const params: Record<string, string> = {
    MessageSid: sid,
    From: `whatsapp:${from}`,
    Body: body,
    ProfileName: 'Invité',
  };
  const url = `${BASE}/api/whatsapp/webhook`;
  const signature = createHmac('sha1', TOKEN)
    .update(
      Buffer.from(
        url +
          Object.keys(params)
            .sort()
            .map((k) => k + params[k])
            .join(''),
        'utf8',
      ),
    )
    .digest('base64');
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params),
  });
}

describe.skipIf(process.env.TEST_DATABASE_URL)('kill -9 mid-burst', () => {
  it('keeps every acknowledged message, and nothing half-written, across a restart on the same data', async () => {
    const first = await startServer();
    const json = { 'content-type': 'application/json', origin: BASE };
    const signUp = await fetch(`${BASE}/api/create-simulated-user`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: 'crash@example.com',
        firstName: 'Léa',
        lastName: 'Martin',
        password: 'Tilleul-Vayres42!',
      }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
    const created = await fetch(`${BASE}/api/weddings`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ brideName: 'Léa', groomName: 'Hugo', weddingDate: '2027-06-12' }),
    });
    const wedding = (await created.json()) as { id: number; weddingId: string };
    const phones = Array.from({ length: 8 }, (_, i) => `+3361000000${i}`);
    for (const [i, phone] of phones.entries())
      expect((await signedMessage(`SMjoin${i}`.padEnd(34, '0'), phone, `start-${wedding.weddingId}`)).status).toBe(200);

    // The burst: 160 messages in flight, the server killed once a third have been acknowledged.
    const acknowledged: string[] = [];
    const sent = Array.from({ length: 160 }, (_, i) => `SMburst${String(i).padStart(27, '0')}`);
    let killed = false;
    await Promise.all(
      sent.map(async (sid, i) => {
        try {
          const res = await signedMessage(
            sid,
            phones[i % phones.length]!,
            `Question numéro ${i} : à quelle heure est la cérémonie ?`,
          );
          if (res.status === 200 && (await res.text()).includes('<Message>')) acknowledged.push(sid);
        } catch {
          // Cut off by the kill: not acknowledged.
        }
        if (!killed && acknowledged.length >= 50) {
          killed = true;
          first.proc.kill('SIGKILL');
        }
      }),
    );
    expect(killed).toBe(true);
    expect(await first.exited).toBeNull();
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);
    expect(acknowledged.length).toBeLessThan(sent.length);

    // Restarted on the same folder: it opens, answers, and a redelivered acknowledged message is not stored twice.
    const second = await startServer();
    expect(
      (await signedMessage(acknowledged[0]!, phones[0]!, 'Question numéro 0 : à quelle heure est la cérémonie ?'))
        .status,
    ).toBe(200);
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const handle = await openLocalDb({ dataDir });
    try {
      const db = handle.db;
      const stored = await db
        .select({ sid: messages.providerMessageId, guestId: messages.guestId })
        .from(messages)
        .where(eq(messages.weddingId, wedding.id));
      const storedSids = stored.map((m) => m.sid);
      for (const sid of acknowledged)
        expect(
          storedSids.filter((s) => s === sid),
          sid,
        ).toHaveLength(1);
      // Every answered event has its exchange, every exchange its answered event: one statement, all or nothing. A
      // claim the kill left in progress holds no exchange; Twilio's retry takes it over once its lease has ended.
      const events = await db
        .select({ id: processedWebhookEvents.eventId, result: processedWebhookEvents.result })
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.provider, 'twilio'));
      const answered = events
        .filter((e) => !(e.result as { inProgress?: boolean } | null)?.inProgress)
        .map((e) => e.id);
      expect([...answered].sort()).toEqual([...storedSids].sort());
      // The counts are those of the rows.
      const [row] = await db.select(weddingWithCounters).from(weddings).where(eq(weddings.id, wedding.id));
      expect(row!.messageCount).toBe(stored.length);
      for (const guest of await db.select().from(guests).where(eq(guests.weddingId, wedding.id))) {
        const [own] = await db.select({ n: count() }).from(messages).where(eq(messages.guestId, guest.id));
        expect(guest.messageCount, guest.phoneNumber ?? undefined).toBe(own!.n);
      }
      expect(row!.guestCount).toBe(phones.length);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
