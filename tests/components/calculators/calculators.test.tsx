import { PMI_MESSAGES } from '@/lib/calculators/messages';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CarInsuranceCalculator } from '@/components/calculators/CarInsuranceCalculator';
import { CompoundInterestCalculator } from '@/components/calculators/CompoundInterestCalculator';
import { CostOfLivingCalculator } from '@/components/calculators/CostOfLivingCalculator';
import { FhaLoanCalculator } from '@/components/calculators/FhaLoanCalculator';
import { MortgageCalculator } from '@/components/calculators/MortgageCalculator';
import { PersonalLoanCalculator } from '@/components/calculators/PersonalLoanCalculator';
import { PmiCalculator } from '@/components/calculators/PmiCalculator';
import { server } from '../../msw/server';
import { OHIO_AUTO_CALCULATOR } from '../../fixtures/rates/auto-calculator';

const result = (name: string) => screen.getByRole('region', { name });
const valueOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term).closest('div')?.querySelector('dd')?.textContent;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('calculators', () => {
  it('compound interest: the balance, what was paid in and the interest, by compounding, with a year-by-year table', () => {
    render(<CompoundInterestCalculator />);
    type('Starting amount', '10000');
    type('Monthly deposit', '0');
    type('Interest rate', '4');
    type('Years', '10');
    expect(valueOf(result('Your estimate'), 'Balance at the end')).toBe('$14,908.33');
    expect(valueOf(result('Your estimate'), 'Interest earned')).toBe('$4,908.33');
    fireEvent.change(screen.getByLabelText('Interest compounds'), { target: { value: 'annually' } });
    expect(valueOf(result('Your estimate'), 'Balance at the end')).toBe('$14,802.44');
    type('Monthly deposit', '200');
    fireEvent.change(screen.getByLabelText('Interest compounds'), { target: { value: 'monthly' } });
    expect(valueOf(result('Your estimate'), 'You paid in')).toBe('$34,000.00');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toHaveTextContent('10$34,000$10,358$44,358');
    type('Years', '0');
    expect(within(result('Your estimate')).getByText(/Enter a starting amount/)).toBeInTheDocument();
  });

  it('personal loan: updates the payment as the visitor types, and says what is missing', () => {
    render(<PersonalLoanCalculator />);
    type('Loan amount', '10000');
    type('APR', '10');
    type('Term in months', '36');
    type('Origination fee', '5');
    expect(valueOf(result('Your estimate'), 'Monthly payment')).toBe('$322.67');
    expect(valueOf(result('Your estimate'), 'You receive')).toBe('$9,500.00');
    type('Term in months', '');
    expect(within(result('Your estimate')).getByText(/Enter an amount/)).toBeInTheDocument();
  });

  it('mortgage: principal and interest of the textbook $200,000 at 6% for 30 years', () => {
    render(<MortgageCalculator />);
    type('Home price', '250000');
    type('Down payment', '50000');
    type('Interest rate', '6');
    type('Property tax per year', '0');
    type('Homeowners insurance per year', '0');
    expect(valueOf(result('Your estimate'), 'Principal and interest')).toBe('$1,199.10');
    expect(valueOf(result('Your estimate'), 'PMI')).toBe(PMI_MESSAGES.none);
  });

  it('mortgage: with under 3% down, says what the PMI calculator says instead of $0 PMI', () => {
    render(<MortgageCalculator />);
    type('Home price', '300000');
    type('Down payment', '8700');
    expect(valueOf(result('Your estimate'), 'PMI')).toBe(PMI_MESSAGES.notEligible);
    expect(valueOf(result('Your estimate'), 'Monthly payment before PMI')).toMatch(/^\$/);
  });

  it('PMI and FHA: the worked examples', () => {
    render(<PmiCalculator />);
    type('Home price', '300000');
    type('Down payment', '30000');
    type('Credit score', '740');
    expect(valueOf(result('Your estimate'), 'Monthly PMI')).toBe('$85.50');
  });

  it('FHA: HUD premiums on $300,000 with 3.5% down', () => {
    render(<FhaLoanCalculator />);
    type('Home price', '300000');
    type('Down payment', '10500');
    expect(valueOf(result('Your estimate'), 'Upfront premium (financed)')).toBe('$5,066.25');
    expect(valueOf(result('Your estimate'), 'Monthly mortgage insurance')).toBe('$132.69');
  });

  it('cost of living: the salary needed in the destination', () => {
    const base = {
      index: 100,
      housing: 100,
      groceries: 100,
      transportation: 100,
      healthcare: 100,
      utilities: 100,
      median_rent: 1_000,
    };
    render(
      <CostOfLivingCalculator
        places={[
          { ...base, city: 'Columbus', state: 'OH' },
          { ...base, city: 'Boston', state: 'MA', index: 150, housing: 210 },
        ]}
      />,
    );
    type('Your salary', '60000');
    const region = result('Cost of living comparison');
    expect(valueOf(region, 'In Boston')).toBe('$90,000');
    expect(valueOf(region, 'Housing')).toBe('+110%');
  });

  it('car insurance: reads the state data through the rates proxy and estimates by profile', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/tools-calls/', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('path')} ${url.searchParams.get('params')}`);
        return HttpResponse.json(OHIO_AUTO_CALCULATOR);
      }),
    );
    render(<CarInsuranceCalculator states={[{ code: 'OH', name: 'Ohio' }]} />);
    expect(await screen.findByText('$1,200')).toBeInTheDocument();
    expect(asked).toEqual(['auto-state/calculator {"state":"OH"}']);
    type('Driver age', '30');
    fireEvent.change(screen.getByLabelText('Driving record and credit'), { target: { value: 'One DUI' } });
    expect(valueOf(result('Your estimate'), 'Estimated yearly premium')).toBe('$2,376');
  });

  it('car insurance: says so when the rates cannot be loaded', async () => {
    server.use(http.get('*/api/tools-calls/', () => HttpResponse.json({ error: 'down' }, { status: 502 })));
    render(<CarInsuranceCalculator states={[{ code: 'OH', name: 'Ohio' }]} />);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  });
});
