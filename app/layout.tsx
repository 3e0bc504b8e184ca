import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { ChatBubble } from '@/components/charlie/ChatBubble';
import { getStarterQuestions } from '@/lib/chat/server/starter-questions';
import { PageViews } from '@/components/layout/PageViews';
import { PreviewBanner } from '@/components/layout/PreviewBanner';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { isPreview } from '@/lib/cms/preview';
import { getPublicConfig } from '@/lib/config';
import './globals.css';

// Self-hosted: the font ships with the app, so builds and pages never fetch from a font CDN.
const inter = localFont({
  src: './fonts/inter-latin-wght.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});

export function generateMetadata(): Metadata {
  const { productName, siteUrl } = getPublicConfig();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: productName, template: `%s | ${productName}` },
    applicationName: productName,
    openGraph: { siteName: productName, locale: 'en_US' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5cad' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const publicConfig = getPublicConfig();
  const { productName } = publicConfig;
  return (
    <html lang="en" className={inter.variable}>
      <body>
        {(await isPreview()) && <PreviewBanner />}
        <SiteHeader productName={productName} redesign={publicConfig.features.navRedesign} />
        <main id="main">{children}</main>
        <SiteFooter productName={productName} />
        <PageViews analytics={publicConfig.analytics} />
        <ChatBubble config={publicConfig} starterQuestions={await getStarterQuestions()} />
      </body>
    </html>
  );
}
