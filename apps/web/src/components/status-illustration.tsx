/**
 * The brand's picture for an error page: a page of the document with its lines, and the brand
 * mark's indigo, for a missing page (a magnifier) or a failure (a warning sign). Decorative.
 */
export function StatusIllustration({ kind }: { kind: 'missing' | 'failure' }) {
  return (
    <svg className="status-illustration" viewBox="0 0 200 140" width="200" height="140" aria-hidden="true">
      <rect x="40" y="14" width="92" height="116" rx="12" className="status-illustration-page" />
      <rect x="56" y="34" width="48" height="8" rx="4" className="status-illustration-ink" />
      <rect x="56" y="52" width="60" height="6" rx="3" className="status-illustration-line" />
      <rect x="56" y="66" width="52" height="6" rx="3" className="status-illustration-line" />
      <rect x="56" y="80" width="60" height="6" rx="3" className="status-illustration-line" />
      <rect x="56" y="94" width="36" height="6" rx="3" className="status-illustration-line" />
      {kind === 'missing' ? (
        <g className="status-illustration-mark">
          <circle cx="136" cy="86" r="24" fill="none" strokeWidth="10" />
          <path d="M153 103 L174 124" strokeWidth="12" strokeLinecap="round" />
        </g>
      ) : (
        <g className="status-illustration-mark">
          <path d="M138 58 L168 112 H108 Z" strokeWidth="8" strokeLinejoin="round" fill="none" />
          <path d="M138 76 V94" strokeWidth="8" strokeLinecap="round" />
          <circle cx="138" cy="104" r="1.5" strokeWidth="8" />
        </g>
      )}
    </svg>
  );
}
