import type { ReactElement } from 'react';
import type { SupportedLanguage } from './index';

/*
 * The flags of the language picker (SPEC §3 Language: icon), drawn inline so no image is fetched.
 * Their colours are the flags' own, not theme colours.
 */

/** A five-pointed star's outline, pointing up. */
const star = (cx: number, cy: number, r: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');

const FLAGS: Record<SupportedLanguage, ReactElement> = {
  // United Kingdom (English)
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#fff" strokeWidth="4" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#C8102E" strokeWidth="1.5" />
      <path d="M15,0 v20 M0,10 h30" stroke="#fff" strokeWidth="6" />
      <path d="M15,0 v20 M0,10 h30" stroke="#C8102E" strokeWidth="3.5" />
    </>
  ),
  // France
  fr: (
    <>
      <rect width="10" height="20" fill="#0055A4" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#EF4135" />
    </>
  ),
  // Viet Nam
  vi: (
    <>
      <rect width="30" height="20" fill="#DA251D" />
      <polygon points={star(15, 10.5, 6)} fill="#FFFF00" />
    </>
  ),
  // China
  zh: (
    <>
      <rect width="30" height="20" fill="#EE1C25" />
      <polygon points={star(5, 5, 3)} fill="#FFFF00" />
      <polygon points={star(10, 2, 1)} fill="#FFFF00" />
      <polygon points={star(12, 4, 1)} fill="#FFFF00" />
      <polygon points={star(12, 7, 1)} fill="#FFFF00" />
      <polygon points={star(10, 9, 1)} fill="#FFFF00" />
    </>
  ),
  // Sudan (Arabic (Sudan))
  ar: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect width="30" height="13.33" fill="#fff" />
      <rect width="30" height="6.67" fill="#D21034" />
      <polygon points="0,0 10,10 0,20" fill="#007229" />
    </>
  ),
};

/** A 3:2 flag; decorative (the language's name is always next to it or in the label). */
export function Flag({ language, width = 21 }: { language: SupportedLanguage; width?: number }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width={width}
      height={(width * 2) / 3}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: 2, flexShrink: 0 }}
    >
      {FLAGS[language]}
    </svg>
  );
}
