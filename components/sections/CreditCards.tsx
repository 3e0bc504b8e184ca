import Image from 'next/image';
import { formatRating } from '@/lib/format/rating';
import { BEST_MARKS, TableScroll } from '@/components/tables/TableScroll';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import { SortableTable } from '@/components/tables/SortableTable';
import type { SectionOf } from '@/lib/cms/sections';
import { formatValue } from '@/lib/format/display';
import { readRates } from '@/lib/rates/read';
import type { CreditCard } from '@/lib/rates/schemas';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import styles from './sections.module.css';

const TEXTS = SECTION_TEXTS.cards;
const label = (key: string) => TEXTS.features[key] ?? key.replace(/_/g, ' ');
const aprRange = (card: CreditCard) =>
  card.apr_low === card.apr_high
    ? formatValue(card.apr_low, 'percent_2')
    : SECTION_TEXTS.range(formatValue(card.apr_low, 'percent_2'), formatValue(card.apr_high, 'percent_2'));

function CardTable({ cards, section }: { cards: CreditCard[]; section: SectionOf<'credit-cards'> }) {
  return (
    <SortableTable
      id={`cards-${section.id}`}
      caption={section.title}
      rowConfig={section.rowConfig}
      columns={[
        { key: 'name', header: TEXTS.card, numeric: false },
        { key: 'fee', header: TEXTS.annualFee, numeric: true },
        { key: 'apr', header: TEXTS.apr, numeric: true },
        {
          key: 'rewards',
          header: TEXTS.rewards,
          numeric: true,
          // Miles and points are worth different amounts per card; only cash back compares as a rate.
          ...(cards.every((card) => card.card_type === 'cash_back') && {
            best: { order: 'highest', label: BEST_MARKS.highestRewards },
          }),
        },
        { key: 'bonus', header: TEXTS.bonus, numeric: true },
        {
          key: 'rating',
          header: TEXTS.rating,
          numeric: true,
          best: { order: 'highest', label: BEST_MARKS.topRated },
        },
      ]}
      rows={cards.map((card) => ({
        id: card.card_id,
        cells: {
          name: { text: card.name, value: card.name },
          fee: { text: formatValue(card.annual_fee, 'dollar'), value: card.annual_fee },
          apr: { text: aprRange(card), value: card.apr_low },
          rewards: { text: formatValue(card.reward_rate, 'percent'), value: card.reward_rate },
          bonus: { text: formatValue(card.welcome_bonus, 'dollar'), value: card.welcome_bonus },
          rating: {
            text: formatRating(card.rating),
            value: card.rating,
          },
        },
      }))}
    />
  );
}

function CardGrid({ cards }: { cards: CreditCard[] }) {
  return (
    <ul className={styles.cardGrid}>
      {cards.map((card) => (
        <li key={card.card_id}>
          {card.etl_card_image?.startsWith('/') && (
            // The card's art beside its name: decorative, the heading names it. Only the site's
            // own images: the CSP's img-src names no card issuer's image host.
            <Image
              className={styles.cardArt}
              src={card.etl_card_image}
              alt=""
              width={160}
              height={101}
              unoptimized
            />
          )}
          <h3>{card.name}</h3>
          <p>{card.card_subheader}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{TEXTS.annualFee}</dt>
              <dd>{formatValue(card.annual_fee, 'dollar')}</dd>
            </div>
            <div>
              <dt>{TEXTS.apr}</dt>
              <dd>{aprRange(card)}</dd>
            </div>
            <div>
              <dt>{TEXTS.bonus}</dt>
              <dd>{formatValue(card.welcome_bonus, 'dollar')}</dd>
            </div>
            {Object.entries(card.trueFalseFields).map(([key, value]) => (
              <div key={key}>
                <dt>{label(key)}</dt>
                <dd>{value ? SECTION_TEXTS.yes : SECTION_TEXTS.no}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function CardComparison({ cards, title }: { cards: CreditCard[]; title: string }) {
  const features = [...new Set(cards.flatMap((card) => Object.keys(card.trueFalseFields)))];
  const rows: { label: string; cell: (card: CreditCard) => string }[] = [
    { label: TEXTS.bestFor, cell: (card) => card.listicleFields.best_for ?? card.card_subheader },
    { label: TEXTS.annualFee, cell: (card) => formatValue(card.annual_fee, 'dollar') },
    { label: TEXTS.apr, cell: aprRange },
    { label: TEXTS.rewards, cell: (card) => formatValue(card.reward_rate, 'percent') },
    { label: TEXTS.bonus, cell: (card) => formatValue(card.welcome_bonus, 'dollar') },
    ...features.map((key) => ({
      label: label(key),
      cell: (card: CreditCard) => (card.trueFalseFields[key] ? SECTION_TEXTS.yes : SECTION_TEXTS.no),
    })),
  ];
  return (
    <TableScroll label={title}>
      <table className={styles.table}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {cards.map((card) => (
              <th key={card.card_id} scope="col">
                {card.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {cards.map((card) => (
                <td key={card.card_id}>{row.cell(card)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Credit cards from the rates data: a sortable table, a grid of cards, or a side-by-side comparison. */
export async function CreditCards({ section }: { section: SectionOf<'credit-cards'> }) {
  const answer = await readRates('credit cards', (source) => source.creditCardReview('all'));
  const all = answer?.cards ?? [];
  const chosen = section.cardIds
    ? section.cardIds.flatMap((id) => all.filter((card) => card.card_id === id))
    : all.filter((card) => !section.cardType || card.card_type === section.cardType);
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      {chosen.length === 0 ? (
        <p>{SECTION_TEXTS.unavailable.cards}</p>
      ) : section.display === 'table' ? (
        <CardTable cards={chosen} section={section} />
      ) : section.display === 'cards' ? (
        <CardGrid cards={chosen} />
      ) : (
        <CardComparison cards={chosen} title={section.title} />
      )}
      <SampleDataNote />
    </section>
  );
}
