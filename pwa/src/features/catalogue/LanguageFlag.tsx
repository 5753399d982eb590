import type { Language } from '@contract/catalogue';
import { catalogueTexts } from '../../lib/texts/catalogue';

function CzechFlag() {
  return (
    <>
      <rect width="30" height="10" fill="#fff" />
      <rect y="10" width="30" height="10" fill="#d7141a" />
      <path d="M0 0l15 10L0 20z" fill="#11457e" />
    </>
  );
}

/** Three stripes and a simplified coat of arms: a red shield with the white double cross on blue hills. */
function SlovakFlag() {
  return (
    <>
      <rect width="30" height="20" fill="#ee1c25" />
      <rect width="30" height="13.33" fill="#0b4ea2" />
      <rect width="30" height="6.67" fill="#fff" />
      <path d="M7.5 4.6h7.6v6.2c0 3.1-1.9 4.8-3.8 5.8-1.9-1-3.8-2.7-3.8-5.8z" fill="#ee1c25" stroke="#fff" strokeWidth="0.7" />
      <path d="M10.9 6h.8v7.4h-.8zM9.6 7.3h3.4v.8H9.6zM9.1 9.1h4.4v.9H9.1z" fill="#fff" />
      <path d="M8.3 13.4c.9-.9 2-.9 3 0 1-.9 2.1-.9 3 0-.6 1.3-1.7 2.1-3 2.8-1.3-.7-2.4-1.5-3-2.8z" fill="#0b4ea2" />
    </>
  );
}

/** The small flag of the book's language (CZ or SK), 3:2, drawn inline. */
export function LanguageFlag({ language, width = 27 }: { language: Language; width?: number }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width={width}
      height={(width * 2) / 3}
      role="img"
      aria-label={catalogueTexts.product.flags[language]}
      style={{ display: 'inline-block', verticalAlign: 'middle', boxShadow: '0 0 0 1px rgba(0,0,0,.15)', borderRadius: 2, flexShrink: 0 }}
    >
      {language === 'SK' ? <SlovakFlag /> : <CzechFlag />}
    </svg>
  );
}
