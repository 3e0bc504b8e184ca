import { PrivacyChoices } from '@/components/privacy/PrivacyChoices';
import type { SectionOf } from '@/lib/cms/sections';
import styles from './sections.module.css';

export function PrivacyChoicesSection({ section }: { section: SectionOf<'privacy-choices'> }) {
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      <PrivacyChoices />
    </section>
  );
}
