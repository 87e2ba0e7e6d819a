/** The Winzmail mark: an envelope with a spark. Decorative; the name is always written beside it. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <path
        d="M14 20h36a2 2 0 0 1 2 2v20a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V22a2 2 0 0 1 2-2z"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
      />
      <path
        d="M13 22l19 13 19-13"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="49" cy="17" r="7" fill="#22d3ee" />
    </svg>
  );
}
