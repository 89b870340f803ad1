/** A block's « nothing yet » sentence. */
export function EmptyState({ text, testId = 'empty-state' }: { text: string; testId?: string }) {
  return (
    <p
      className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/75"
      data-testid={testId}
    >
      {text}
    </p>
  );
}
