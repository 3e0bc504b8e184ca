import type { ReactNode } from 'react';
import type { TrustIcon } from '@/lib/site/home';

/**
 * Small line icons drawn inline: no image request, and a fixed size, so nothing moves when the page
 * paints. Decorative only; the text beside each says what it means.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CalculatorIcon = () => (
  <Icon>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8 7h8v3H8zM8 14h.01M12 14h.01M16 14h.01M8 17.5h.01M12 17.5h.01M16 17.5h.01" />
  </Icon>
);

const TRUST_ICONS: Record<TrustIcon, ReactNode> = {
  // A shield: rankings no one can pay to change.
  rankings: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  // A person with a check: a named expert reviewed it.
  experts: (
    <>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3.5 20c.8-3.5 3.4-5.5 6.5-5.5 1.2 0 2.3.3 3.2.8M15 18l2 2 4-4" />
    </>
  ),
  // Bars of a chart: the figures, and that they are samples.
  samples: <path d="M4 20h16M7 16v-4M12 16V7M17 16v-6" />,
  // A lock: the visitor's privacy choices.
  privacy: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3M12 15v2" />
    </>
  ),
};

export const TrustPointIcon = ({ icon }: { icon: TrustIcon }) => <Icon>{TRUST_ICONS[icon]}</Icon>;
