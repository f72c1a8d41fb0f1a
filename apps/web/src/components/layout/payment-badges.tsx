import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Accepted payment marks (docs/product.md §9): small inline SVG badges in the brands'
 * colours, drawn here so the footer needs no image requests.
 */
const BADGES: { id: string; name: string; svg: ReactNode }[] = [
  {
    id: 'visa',
    name: 'Visa',
    svg: (
      <text
        x="30"
        y="16.5"
        textAnchor="middle"
        fontFamily="Arial Black, Arial, sans-serif"
        fontStyle="italic"
        fontWeight="900"
        fontSize="13"
        fill="#1a1f71"
      >
        VISA
      </text>
    ),
  },
  {
    id: 'amex',
    name: 'American Express',
    svg: (
      <>
        <rect x="8" y="2" width="44" height="20" rx="2" fill="#2e77bc" />
        <text x="30" y="11" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="6.4" fill="#fff">
          AMERICAN
        </text>
        <text x="30" y="18.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="6.4" fill="#fff">
          EXPRESS
        </text>
      </>
    ),
  },
  {
    id: 'paypal',
    name: 'PayPal',
    svg: (
      <text x="30" y="16.5" textAnchor="middle" fontFamily="Verdana, Arial, sans-serif" fontStyle="italic" fontWeight="800" fontSize="12">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    ),
  },
  {
    id: 'amazon',
    name: 'Amazon Pay',
    svg: (
      <>
        <text x="30" y="13.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="11" fill="#131921">
          amazon
        </text>
        <path d="M17 16.5c7 3.2 17 3.2 25 0" stroke="#ff9900" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        <path d="m40 14.8 2.6 1.6-1.2 2.6" stroke="#ff9900" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
  {
    id: 'discover',
    name: 'Discover',
    svg: (
      <>
        <text
          x="27"
          y="16"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="800"
          fontSize="9.5"
          fill="#231f20"
          letterSpacing="0.2"
        >
          DISC
          <tspan fill="#f58220">●</tspan>
          VER
        </text>
      </>
    ),
  },
  {
    id: 'upi',
    name: 'UPI',
    svg: (
      <>
        <text
          x="26"
          y="17"
          textAnchor="middle"
          fontFamily="Arial Black, Arial, sans-serif"
          fontStyle="italic"
          fontWeight="900"
          fontSize="14"
          fill="#5f6368"
        >
          UPI
        </text>
        <path d="m40 5 5 7-5 7z" fill="#f37021" />
        <path d="m45 5 5 7-5 7z" fill="#0b8f43" />
      </>
    ),
  },
];

export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t('footer.paymentMethods', 'Payment methods')}>
      {BADGES.map((b) => (
        <li key={b.id}>
          <svg
            viewBox="0 0 60 24"
            width="60"
            height="24"
            role="img"
            aria-label={b.name}
            className="h-8 w-20 rounded-md bg-white px-1 shadow-sm ring-1 ring-black/10"
          >
            <title>{b.name}</title>
            {b.svg}
          </svg>
        </li>
      ))}
    </ul>
  );
}
