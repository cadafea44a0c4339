import type { ReactNode } from 'react';

/**
 * The frame every menu icon is drawn in: a 24-unit stroked square in the text colour, decorative
 * (hidden from assistive technology, not focusable), found by `data-icon`. `MenuIcon` draws the
 * CMS icons in it.
 */
export function IconFrame({
  iconKey,
  size = 20,
  className,
  children,
}: {
  iconKey: string;
  size?: number | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      data-icon={iconKey}
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
      {children}
    </svg>
  );
}

/** The chevron's drawing (also `MenuIcon`'s `chevron`). */
export const chevronPath = <path d="m6 9 6 6 6-6" />;

/**
 * The desktop menu toggle's chevron, apart from `MenuIcon` so the collapsed column does not carry
 * every CMS icon's drawing.
 */
export function ChevronIcon({ size }: { size?: number }) {
  return (
    <IconFrame iconKey="chevron" size={size}>
      {chevronPath}
    </IconFrame>
  );
}
