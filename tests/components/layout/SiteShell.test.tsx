import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ErrorPage from '@/app/error';
import NotFound from '@/app/not-found';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';

describe('the site shell', () => {
  it('header links the product name home and each vertical to its page', () => {
    render(<SiteHeader productName="CoverScout" redesign={false} />);
    expect(screen.getByRole('link', { name: 'CoverScout' })).toHaveAttribute('href', '/');
    const [desktopNav] = screen.getAllByRole('navigation', { name: 'Insurance types' });
    const links = within(desktopNav!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Auto', '/insurance/auto/'],
      ['Home', '/insurance/homeowners/'],
      ['Renters', '/insurance/renters/'],
      ['Life', '/insurance/life/'],
      ['Health', '/insurance/health/'],
      ['Pet', '/insurance/pet/'],
      ['Motorcycle', '/insurance/motorcycle/'],
      ['Business', '/insurance/business/'],
    ]);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('header reaches every vertical’s guides and every calculator', () => {
    render(<SiteHeader productName="CoverScout" redesign={false} />);
    const [desktopNav] = screen.getAllByRole('navigation', { name: 'Main' });
    const nav = within(desktopNav!);
    expect(nav.getByRole('link', { name: 'Auto guides' })).toHaveAttribute('href', '/insurance/auto/guides/');
    expect(nav.getByRole('link', { name: 'Home guides' })).toHaveAttribute(
      'href',
      '/insurance/homeowners/guides/',
    );
    expect(nav.getByRole('link', { name: 'Cash back' })).toHaveAttribute(
      'href',
      '/calculators/cash-back-calculator/',
    );
    expect(nav.getByRole('link', { name: 'All calculators' })).toHaveAttribute('href', '/calculators/');
    expect(nav.getByRole('link', { name: 'Our experts' })).toHaveAttribute('href', '/experts/');
  });

  it('header reaches every money hub and the compound interest calculator, on desktops and in the phone menu', () => {
    render(<SiteHeader productName="CoverScout" redesign={false} />);
    for (const nav of screen.getAllByRole('navigation', { name: 'Main' })) {
      const main = within(nav);
      expect(main.getByText('Money', { selector: 'summary' })).toBeInTheDocument();
      const money = within(main.getByText('Money', { selector: 'summary' }).closest('details')!);
      expect(money.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        [
          ['Personal loans', '/personal-loans/'],
          ['Student loans', '/student-loans/'],
          ['Auto loans', '/auto-loans/'],
          ['Business loans', '/business-loans/'],
          ['Mortgages', '/mortgages/'],
          ['Credit cards', '/credit-cards/'],
          ['Banking', '/banking/'],
        ],
      );
      expect(main.getByRole('link', { name: 'Compound interest' })).toHaveAttribute(
        'href',
        '/calculators/compound-interest-calculator/',
      );
    }
  });

  it('with the navigation redesign, groups insurance and calculators and links the experts', () => {
    render(<SiteHeader productName="CoverScout" redesign />);
    const [desktopNav] = screen.getAllByRole('navigation', { name: 'Main' });
    const nav = within(desktopNav!);
    expect(nav.getByText('Insurance', { selector: 'summary' })).toBeInTheDocument();
    expect(nav.getByText('Calculators', { selector: 'summary' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Auto' })).toHaveAttribute('href', '/insurance/auto/');
    expect(nav.getByRole('link', { name: 'Car insurance' })).toHaveAttribute(
      'href',
      '/calculators/car-insurance-calculator/',
    );
    expect(nav.getByRole('link', { name: 'Our experts' })).toHaveAttribute('href', '/experts/');
    // Only the phone menu lists the verticals on their own.
    expect(screen.getAllByRole('navigation', { name: 'Insurance types' })).toHaveLength(1);
  });

  it('footer links about, press, experts, two calculators and the sitemap, and says the figures are sample data', () => {
    render(<SiteFooter productName="CoverScout" />);
    const footer = screen.getByRole('navigation', { name: 'Company' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/about-us/',
      '/press/',
      '/experts/',
      '/calculators/car-insurance-calculator/',
      '/calculators/mortgage-calculator/',
      '/sitemap/',
    ]);
    expect(screen.getByText(/sample data/)).toBeInTheDocument();
  });

  it('the 404 page offers a way back', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('couldn’t find that page');
    expect(screen.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
  });

  it('the error page never shows the error itself, and offers a retry', () => {
    const error = Object.assign(new Error('CMS unavailable for pages: at /srv/secret/path.js:12'), {
      digest: 'x',
    });
    let retried = false;
    render(<ErrorPage error={error} reset={() => (retried = true)} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('/srv/secret');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retried).toBe(true);
  });
});
