import { formatRating } from '@/lib/format/rating';
import { BEST_MARKS, TableScroll } from '@/components/tables/TableScroll';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import { SortableTable } from '@/components/tables/SortableTable';
import type { SectionOf } from '@/lib/cms/sections';
import { formatValue } from '@/lib/format/display';
import { readRates } from '@/lib/rates/read';
import type { CreditCard } from '@/lib/rates/schemas';
import styles from './sections.module.css';

const FEATURE_LABELS: Record<string, string> = {
  no_annual_fee: 'No annual fee',
  no_foreign_transaction_fee: 'No foreign transaction fee',
};
const label = (key: string) => FEATURE_LABELS[key] ?? key.replace(/_/g, ' ');
const aprRange = (card: CreditCard) =>
  card.apr_low === card.apr_high
    ? formatValue(card.apr_low, 'percent_2')
    : `${formatValue(card.apr_low, 'percent_2')} to ${formatValue(card.apr_high, 'percent_2')}`;

function CardTable({ cards, section }: { cards: CreditCard[]; section: SectionOf<'credit-cards'> }) {
  return (
    <SortableTable
      id={`cards-${section.id}`}
      caption={section.title}
      rowConfig={section.rowConfig}
      columns={[
        { key: 'name', header: 'Card', numeric: false },
        { key: 'fee', header: 'Annual fee', numeric: true },
        { key: 'apr', header: 'Regular APR', numeric: true },
        {
          key: 'rewards',
          header: 'Base rewards',
          numeric: true,
          // Miles and points are worth different amounts per card; only cash back compares as a rate.
          ...(cards.every((card) => card.card_type === 'cash_back') && {
            best: { order: 'highest', label: BEST_MARKS.highestRewards },
          }),
        },
        { key: 'bonus', header: 'Welcome bonus', numeric: true },
        {
          key: 'rating',
          header: 'Our rating',
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
          <h3>{card.name}</h3>
          <p>{card.card_subheader}</p>
          <dl className={styles.facts}>
            <div>
              <dt>Annual fee</dt>
              <dd>{formatValue(card.annual_fee, 'dollar')}</dd>
            </div>
            <div>
              <dt>Regular APR</dt>
              <dd>{aprRange(card)}</dd>
            </div>
            <div>
              <dt>Welcome bonus</dt>
              <dd>{formatValue(card.welcome_bonus, 'dollar')}</dd>
            </div>
            {Object.entries(card.trueFalseFields).map(([key, value]) => (
              <div key={key}>
                <dt>{label(key)}</dt>
                <dd>{value ? 'Yes' : 'No'}</dd>
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
    { label: 'Best for', cell: (card) => card.listicleFields.best_for ?? card.card_subheader },
    { label: 'Annual fee', cell: (card) => formatValue(card.annual_fee, 'dollar') },
    { label: 'Regular APR', cell: aprRange },
    { label: 'Base rewards', cell: (card) => formatValue(card.reward_rate, 'percent') },
    { label: 'Welcome bonus', cell: (card) => formatValue(card.welcome_bonus, 'dollar') },
    ...features.map((key) => ({
      label: label(key),
      cell: (card: CreditCard) => (card.trueFalseFields[key] ? 'Yes' : 'No'),
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
        <p>Card details are unavailable right now. Please try again later.</p>
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
