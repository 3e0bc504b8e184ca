import { ArticleLayout } from '@/components/content/ArticleLayout';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import { SiteLink } from '@/components/layout/SiteLink';
import { formatValue } from '@/lib/format/display';
import { OWN_MEDIGAP_SYSTEMS } from '@/lib/insurance/medigap';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { readRates } from '@/lib/rates/read';

/** A state's health insurance page: Medicare supplement (Medigap) premiums by plan, and when to buy. */
export async function MedicareStatePage({ state }: { state: StateMinimum }) {
  const ownSystem = OWN_MEDIGAP_SYSTEMS[state.code];
  const plans = await readRates('medicare supplement', (source) => source.medicareSupplement(state.code));
  return (
    <ArticleLayout
      trail={[
        { href: '/', label: 'Home' },
        { href: '/insurance/health/', label: 'Health insurance' },
      ]}
      current={state.name}
      title={<>Medicare supplement insurance in {state.name}</>}
      summary={
        <>
          What Medigap plans cost in {state.name} at 65, and the one window when every insurer must sell you a
          policy.
        </>
      }
    >
      {plans && plans.plans.length > 0 && (
        <>
          <h2>Monthly premiums in {state.name}</h2>
          <ul>
            {plans.plans.map((plan) => (
              <li key={plan.plan}>
                {plan.plan}: about {formatValue(plan.monthly_premium, 'dollar')} a month at age 65
              </li>
            ))}
          </ul>
          <SampleDataNote />
        </>
      )}
      <h2>When to buy</h2>
      <p>
        Your Medigap open enrollment period lasts six months and starts the month you are 65 or older and
        enrolled in Medicare Part B. During it, an insurer must sell you any plan it offers at its standard
        price, whatever your health. After it, insurers in most states may refuse you or charge more.
      </p>
      <h2>Choosing a plan</h2>
      {ownSystem && <p>{ownSystem}</p>}
      <p>
        Plans with the same {ownSystem ? 'name' : 'letter'} cover the same benefits with every insurer
        {ownSystem ? ` in ${state.name}` : ''}; only the price and service differ. So compare the premium for
        the plan you want, and ask how each insurer sets its price: by your age at purchase, your age now, or
        the same for everyone.
      </p>
      <p>
        More in our <SiteLink href="/insurance/health/">health insurance guide</SiteLink>.
      </p>
    </ArticleLayout>
  );
}
