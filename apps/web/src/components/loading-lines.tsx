import './loading-lines.css';

/**
 * Grey lines where content is on its way: the look of Ant Design's Skeleton without its chunk,
 * for places the first visit draws (decision 0018).
 */
export function LoadingLines({ rows, className }: { rows: number; className?: string }) {
  return (
    <div className={`loading-lines${className ? ` ${className}` : ''}`} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // The lines are all alike and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={index} />
      ))}
    </div>
  );
}
