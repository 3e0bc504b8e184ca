import { FINANCE_VERTICALS } from '@/lib/finance/verticals';
import { slugify } from '@/lib/format/slug';

/**
 * The topics each vertical's guides are grouped under, on its hub and its guides index, in the
 * order visitors see them. An article names one in its CMS `topic` field; the names are kept here,
 * once, so the hub, the index and the test that checks every article agree on them.
 */
export const GUIDE_TOPICS: Readonly<Record<string, readonly string[]>> = {
  auto: [
    'Coverage',
    'Optional coverage',
    'Costs and discounts',
    'Drivers and cars',
    'Claims and accidents',
    'Buying and managing a policy',
    'State rules',
  ],
  homeowners: [
    'Coverage and policy types',
    'Costs and deductibles',
    'Damage and claims',
    'Special situations',
    'Mortgages and nonrenewal',
  ],
  renters: [
    'Coverage',
    'Limits and costs',
    'Add-ons and valuables',
    'Landlords, roommates and students',
    'Claims and changes',
  ],
  life: [
    'Basics',
    'Types of policies',
    'Costs and underwriting',
    'Cash value and taxes',
    'Beneficiaries, claims and policy changes',
  ],
  health: [
    'Costs and bills',
    'Plans and networks',
    'What plans cover',
    'Where to get coverage',
    'Enrollment and life changes',
  ],
  pet: [
    'How pet insurance works',
    'Plans and coverage',
    'Costs and reimbursement',
    'Puppies, seniors and other pets',
    'Claims and your policy',
  ],
  motorcycle: [
    'Coverage',
    'Costs and discounts',
    'Riders, trips and storage',
    'Claims and crashes',
    'Laws and requirements',
    'Scooters, ATVs and other rides',
  ],
  business: [
    'Core policies',
    'Liability coverage',
    'By type of business',
    'Costs and legal requirements',
    'Contracts, bonds and claims',
  ],
  // The money hubs: what a product is, then how to pick and apply for one.
  ...Object.fromEntries(FINANCE_VERTICALS.map(({ hub }) => [hub, ['Basics', 'Choosing and applying']])),
};

/**
 * Where a guide goes when it has no topic, or one its vertical does not list (an editor's new or
 * mistyped topic): last, so the guide is still listed and the named topics keep their order.
 */
export const OTHER_GUIDES = 'More guides';

export const topicsOf = (vertical: string): readonly string[] => GUIDE_TOPICS[vertical] ?? [];

/** The id of a topic's heading on the guides index, so a hub can link straight to it. */
export const topicAnchor = (topic: string) => slugify(topic);

interface TopicGroup<T> {
  topic: string;
  anchor: string;
  articles: T[];
}

/** A vertical's guides by topic, in the topics' order, keeping the articles' own order within each. */
export function groupByTopic<T extends { topic: string | null }>(
  vertical: string,
  articles: readonly T[],
): TopicGroup<T>[] {
  const topics = topicsOf(vertical);
  const byTopic = new Map<string, T[]>([...topics, OTHER_GUIDES].map((topic) => [topic, []]));
  for (const article of articles) {
    const topic = article.topic && topics.includes(article.topic) ? article.topic : OTHER_GUIDES;
    byTopic.get(topic)?.push(article);
  }
  return [...byTopic]
    .filter(([, grouped]) => grouped.length > 0)
    .map(([topic, grouped]) => ({ topic, anchor: topicAnchor(topic), articles: grouped }));
}
