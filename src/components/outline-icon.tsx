import type { ReactNode } from 'react';

/** A decorative line icon on the 24-unit grid, drawn in the current text colour. */
export function OutlineIcon({
  className,
  strokeWidth = 1.8,
  children,
}: {
  className: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
