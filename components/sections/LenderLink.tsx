import { SECTION_TEXTS } from '@/lib/cms/messages';
import styles from './sections.module.css';

const TEXTS = SECTION_TEXTS.lenders;

/** The lender's affiliate link: a paid link, so marked sponsored, opening the lender in a new tab. */
export function LenderLink({ lender, name, link }: { lender: string; name: string; link: string | null }) {
  if (!link) return null;
  return (
    <a
      className={styles.lenderLink}
      href={link}
      target="_blank"
      rel="sponsored noopener"
      data-lender={lender}
    >
      {TEXTS.checkRates}
      <span className="visually-hidden">{TEXTS.checkRatesWith(name)}</span>
    </a>
  );
}
