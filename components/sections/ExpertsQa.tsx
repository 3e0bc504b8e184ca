import Link from 'next/link';
import { authorPath } from '@/lib/cms/byline';
import { CmsImage } from '@/components/content/CmsImage';
import { RichText } from '@/components/content/RichText';
import { CMS_IMAGE_WIDTHS } from '@/lib/cms/image-loader';
import { experts } from '@/lib/cms/content';
import type { Expert } from '@/lib/cms/experts';
import type { SectionOf } from '@/lib/cms/sections';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import styles from './sections.module.css';

const SOCIAL_LABELS = SECTION_TEXTS.experts.socials;

function ExpertByline({ expert, featured }: { expert: Expert | undefined; featured: boolean }) {
  if (!expert) return null;
  return (
    <p className={styles.byline}>
      <strong>
        <Link href={authorPath(expert.slug)}>{expert.name}</Link>
      </strong>
      , {expert.jobTitle}
      {featured && <span className={styles.featuredTag}>{SECTION_TEXTS.experts.featured}</span>}
    </p>
  );
}

/** Readers' questions answered by the site's experts; the featured expert answers first. */
export async function ExpertsQa({ section }: { section: SectionOf<'experts-qa'> }) {
  const source = experts();
  const [questions, answers, people] = await Promise.all([
    source.questions(section.questionIds),
    source.answersTo(section.questionIds),
    source.experts(),
  ]);
  const bySlug = new Map(people.map((expert) => [expert.slug, expert]));
  const featured = section.featuredExpert ? bySlug.get(section.featuredExpert) : undefined;
  const first = (slug: string) => (slug === featured?.slug ? 0 : 1);
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      {featured && (
        <aside className={styles.featuredExpert} aria-label={SECTION_TEXTS.experts.featured}>
          {featured.photo && (
            <CmsImage
              src={featured.photo.url}
              alt={featured.photo.alt || featured.name}
              width={CMS_IMAGE_WIDTHS.thumbnail}
              height={CMS_IMAGE_WIDTHS.thumbnail}
              sizes={`${CMS_IMAGE_WIDTHS.thumbnail}px`}
              className={styles.expertPhoto}
            />
          )}
          <p className={styles.byline}>
            <strong>
              <Link href={authorPath(featured.slug)}>{featured.name}</Link>
            </strong>
            , {featured.jobTitle}
          </p>
          <p>{featured.bio}</p>
          {Object.entries(featured.socials).some(([, url]) => url) && (
            <ul className={styles.socials}>
              {(Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).map((network) => {
                const url = featured.socials[network];
                return url ? (
                  <li key={network}>
                    <a href={url} rel="noopener noreferrer me" target="_blank">
                      {SECTION_TEXTS.experts.on(featured.name, SOCIAL_LABELS[network])}
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          )}
        </aside>
      )}
      {questions.map((question) => (
        <div key={question.questionId} className={styles.question}>
          <h3>{question.question}</h3>
          {answers
            .filter((answer) => answer.questionId === question.questionId)
            .sort((a, b) => first(a.expertSlug) - first(b.expertSlug))
            .map((answer) => (
              <div key={answer.id} className={styles.answer}>
                <ExpertByline
                  expert={bySlug.get(answer.expertSlug)}
                  featured={answer.expertSlug === featured?.slug}
                />
                <RichText blocks={answer.answer} headingOffset={2} />
              </div>
            ))}
        </div>
      ))}
    </section>
  );
}
