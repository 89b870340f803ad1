// The assistant settings' values before AI control saves any: their own module so that the guests' function, which
// reads the settings, does not build the back office's schemas (admin-monitoring.ts) at its cold start.
export const ASSISTANT_SETTINGS_DEFAULTS = {
  autoModeration: true,
  confidenceThreshold: 0.8,
  maxResponseLength: 500,
  systemInstructions: '',
} as const;
