/**
 * The desktop menu toggle's chevron, drawn as `MenuIcon` draws its `chevron` (same frame and
 * stroke) but apart from it, so the collapsed column does not carry every CMS icon's drawing.
 */
export function ChevronIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      data-icon="chevron"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
