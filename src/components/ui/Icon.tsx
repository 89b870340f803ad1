// The one icon component: a lucide drawing as inline SVG, in islands and, rendered at build time without JavaScript,
// in Astro pages. Decorative unless `label` is given.
import { createElement } from 'react';
import type { IconNode } from 'lucide';

type IconProps = { icon: IconNode; className?: string; label?: string; strokeWidth?: number };

export default function Icon({ icon, className = 'h-5 w-5', label, strokeWidth = 1.75 }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
