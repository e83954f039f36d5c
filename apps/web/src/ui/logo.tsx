import { PALETTE } from './theme/app-theme';

/** The product name is a brand: it stays the same in every language. */
export const BRAND_NAME = 'Freight';

interface LogoMarkProps {
  size?: number;
}

/** The short logo: a route between two points on a rounded square. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={BRAND_NAME}>
      <rect width="32" height="32" rx="8" fill={PALETTE.primary} />
      <path
        d="M8 22c4 0 4-12 8-12s4 12 8 12"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="8" cy="22" r="2.5" fill="#fff" />
      <circle cx="24" cy="22" r="2.5" fill="#fff" />
    </svg>
  );
}

interface LogoProps {
  /** `short` for the collapsed sidebar, `full` everywhere else. */
  variant?: 'full' | 'short';
  /** Text colour: `light` on the dark sidebar, `dark` on white pages. */
  tone?: 'light' | 'dark';
}

export function Logo({ variant = 'full', tone = 'dark' }: LogoProps) {
  if (variant === 'short') return <LogoMark />;
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 10,
        color: tone === 'light' ? '#fff' : '#141414',
        fontSize: 18,
        fontWeight: 700,
        letterSpacing: 0.3,
        whiteSpace: 'nowrap',
      }}
    >
      <LogoMark />
      <span aria-hidden>{BRAND_NAME}</span>
    </span>
  );
}
