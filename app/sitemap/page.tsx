import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { SiteLink } from '@/components/layout/SiteLink';
import { HOME_CRUMB } from '@/lib/site/navigation';
import { siteMapEntries } from '@/lib/site/site-map';

export const metadata: Metadata = {
  title: 'Sitemap',
  description: 'Every page on the site, grouped by topic.',
  alternates: { canonical: '/sitemap/' },
};

export default async function HtmlSitemapPage() {
  const groups = await siteMapEntries();
  return (
    <div className="container" style={{ paddingTop: 32 }}>
      <Breadcrumbs trail={[HOME_CRUMB]} current="Sitemap" />
      <h1>Sitemap</h1>
      {groups.map(({ group, entries }) => (
        <section key={group}>
          <h2>{group}</h2>
          <ul>
            {entries.map((entry) => (
              <li key={entry.path}>
                <SiteLink href={entry.path}>{entry.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
