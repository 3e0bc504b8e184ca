import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CityPage } from '@/components/insurance/CityPage';
import { cities, cityPagePath, findCity } from '@/lib/insurance/cities';

interface Props {
  params: Promise<{ vertical: string; slug: string }>;
}

/** Pages one level below a vertical: for now the auto city pages, every one built at build time. */
export const dynamicParams = false;

export function generateStaticParams() {
  return cities.map((city) => ({ vertical: 'auto', slug: city.pageSlug }));
}

function cityFor(vertical: string, slug: string) {
  const match = vertical === 'auto' ? findCity(slug) : null;
  return match?.canonical ? match.city : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { vertical, slug } = await params;
  const city = cityFor(vertical, slug);
  if (!city) return {};
  const title = `Best cheap car insurance in ${city.name}, ${city.state}`;
  const description = `What drivers in ${city.name} must carry under ${city.stateRules.name} law, and five ways to find cheaper car insurance in ${city.name}.`;
  return {
    title,
    description,
    alternates: { canonical: cityPagePath(city) },
    openGraph: { title, description, url: cityPagePath(city) },
  };
}

export default async function VerticalSubpage({ params }: Props) {
  const { vertical, slug } = await params;
  const city = cityFor(vertical, slug);
  if (!city) notFound();
  return <CityPage city={city} />;
}
