// The UI kit of the couple pages and the back office (daisyUI 5): one import for its small pieces.
export { Badge } from './Badge.tsx';
export { BusyButton } from './BusyButton.tsx';
export { Meter } from './Meter.tsx';
export { PageHeader } from './PageHeader.tsx';
export { Section } from './Section.tsx';
export { Segmented } from './Segmented.tsx';
export { StatCard } from './StatCard.tsx';
export { EmptyState, ErrorState, LoadingState, QueryView } from './states.tsx';
export { Toggle } from './Toggle.tsx';
export { BADGE_TONES, DANGER_BUTTON, TEXT_TONES, type Tone } from './tones.ts';
