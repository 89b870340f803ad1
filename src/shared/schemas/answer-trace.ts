import * as z from './zod-fr.ts';

/** What the assistant understood and why it replied so, shown under « Pourquoi cette réponse ? ». */
export const ZAnswerTrace = z.object({
  outcome: z.enum(['answer', 'hedge', 'ask', 'hand-over', 'several', 'partly', 'small-talk']),
  probability: z.number().optional(),
  subjects: z.array(z.string()),
  /** The subjects named for the couple, in French (« l'heure », « la cérémonie »). */
  understood: z.array(z.string()).optional(),
  candidates: z.array(z.object({ source: z.string(), label: z.string(), confidence: z.number() })),
  features: z.record(z.string(), z.number()).optional(),
  /** A message asking several things: each part's features, as the outcome model weighed it. */
  parts: z.array(z.record(z.string(), z.number())).optional(),
});
export type TAnswerTrace = z.infer<typeof ZAnswerTrace>;
