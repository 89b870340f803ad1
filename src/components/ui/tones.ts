// The kit's colours: text and badge tones that keep a 4.5:1 contrast on both themes (daisyUI's status colours are
// too light for text).
export const TEXT_TONES = {
  success: 'text-green-700 dark:text-green-300',
  warning: 'text-amber-700 dark:text-amber-300',
  error: 'text-red-700 dark:text-red-300',
} as const;

/** A small destructive button whose text keeps its contrast (daisyUI's btn-error outline does not). */
export const DANGER_BUTTON =
  'btn btn-outline btn-xs border-red-700 text-red-700 hover:bg-red-700 hover:text-white dark:border-red-300 dark:text-red-300 dark:hover:bg-red-300 dark:hover:text-red-950';

export const BADGE_TONES = {
  success: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  error: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  primary: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  neutral: 'bg-base-200 text-base-content',
} as const;
export type Tone = keyof typeof BADGE_TONES;
