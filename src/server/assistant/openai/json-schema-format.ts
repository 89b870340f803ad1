// The Chat Completions `response_format` for a strict JSON object whose every property is required.
export function strictJsonFormat(name: string, properties: Record<string, Record<string, unknown>>) {
  return {
    type: 'json_schema' as const,
    json_schema: {
      name,
      strict: true,
      schema: { type: 'object', additionalProperties: false, required: Object.keys(properties), properties },
    },
  };
}
