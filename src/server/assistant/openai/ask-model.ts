// One Chat Completions request for a strict JSON object, its reply read with the object's zod schema; and what the
// model is told (data/model-prompts.json).
import OpenAI from 'openai';
import * as z from 'zod';
import prompts from '../data/model-prompts.json' with { type: 'json' };

const { facts, ...texts } = prompts;
const ZTexts = z.object(
  Object.fromEntries(Object.keys(texts).map((k) => [k, z.string().min(1)])) as Record<keyof typeof texts, z.ZodString>,
);
export const PROMPTS = { ...ZTexts.parse(texts), facts: z.record(z.string(), z.string().min(1)).parse(facts) };

/** Which model, where (tests point the SDK at a local server speaking the wire format), and the time allowed. */
export type ModelConnection = { apiKey: string; model: string; baseURL?: string | undefined; timeoutMs: number };

/** What is asked: the settings, the two messages, and the object replied, by name and JSON Schema properties. */
type ModelRequest<T> = {
  maxRetries: number;
  temperature: number;
  max_tokens: number;
  name: string;
  properties: Record<string, Record<string, unknown>>;
  schema: z.ZodType<T>;
  system: string;
  user: string;
};

/** The object the model replies, or null when it replies none that fits the schema. */
export async function askModel<T>(
  { apiKey, model, baseURL, timeoutMs }: ModelConnection,
  { maxRetries, name, properties, schema, system, user, ...settings }: ModelRequest<T>,
): Promise<T | null> {
  const client = new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries });
  const completion = await client.chat.completions.create({
    model,
    ...settings,
    response_format: {
      type: 'json_schema',
      // Strict: every property required, no other.
      json_schema: {
        name,
        strict: true,
        schema: { type: 'object', additionalProperties: false, required: Object.keys(properties), properties },
      },
    },
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
  });
  const content = completion.choices[0]?.message?.content;
  try {
    return content ? schema.parse(JSON.parse(content)) : null;
  } catch {
    return null;
  }
}
