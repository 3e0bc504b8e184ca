'use client';

import { useEffect, useState } from 'react';
import { estimateCarInsurance } from '@/lib/calculators/car-insurance';
import { formatValue } from '@/lib/format/display';
import { TOOLS_CALLS_ENDPOINT } from '@/lib/rates/constants';
import type { AutoCalculatorData } from '@/lib/rates/schemas';
import { CalculatorFrame } from './CalculatorFrame';
import { NumberField, readNumber } from './NumberField';
import { Results } from './Results';
import { SelectField } from './SelectField';

const COVERAGE_OPTIONS = [
  { value: 'full', label: 'Full coverage' },
  { value: 'minimum', label: 'State minimum liability' },
] as const;

type Load = { state: string; data: AutoCalculatorData | null; failed: boolean };

/** An estimate by state and driver from the rates data, read through the site's own rates proxy. */
export function CarInsuranceCalculator({ states }: { states: { code: string; name: string }[] }) {
  const [state, setState] = useState(states[0]?.code ?? '');
  const [age, setAge] = useState('35');
  const [record, setRecord] = useState('Clean record');
  const [coverage, setCoverage] = useState<'full' | 'minimum'>('full');
  const [load, setLoad] = useState<Load | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const params = encodeURIComponent(JSON.stringify({ state }));
    fetch(`${TOOLS_CALLS_ENDPOINT}?path=auto-state/calculator&params=${params}`, {
      signal: controller.signal,
    })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<AutoCalculatorData>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then((data) => setLoad({ state, data, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state, data: null, failed: true });
      });
    return () => controller.abort();
  }, [state]);

  const data = load?.state === state ? load.data : null;
  const driverAge = readNumber(age, 16, 100);
  const estimate =
    data && driverAge !== null ? estimateCarInsurance(data, { age: driverAge, record, coverage }) : null;
  const records = data?.record_factors.map((entry) => ({ value: entry.profile, label: entry.profile })) ?? [
    { value: record, label: record },
  ];
  const message =
    load?.state === state && load.failed
      ? 'Rates for this state could not be loaded. Please try again later.'
      : driverAge === null
        ? 'Enter an age from 16 to 100.'
        : data
          ? null
          : 'Loading rates for this state…';
  return (
    <CalculatorFrame
      label="Driver details"
      result={
        <Results
          invalid={message}
          rows={
            estimate
              ? [
                  {
                    label: 'Estimated yearly premium',
                    value: formatValue(estimate.annual, 'dollar'),
                    emphasis: true,
                  },
                  { label: 'About per month', value: formatValue(estimate.monthly, 'dollar') },
                ]
              : []
          }
          note="An estimate from sample rate tables for the state, not a quote. Compare real quotes before you buy."
        />
      }
    >
      <SelectField
        label="State"
        value={state}
        options={states.map((entry) => ({ value: entry.code, label: entry.name }))}
        onChange={setState}
      />
      <NumberField label="Driver age" value={age} onChange={setAge} min={16} max={100} />
      <SelectField label="Driving record and credit" value={record} options={records} onChange={setRecord} />
      <SelectField
        label="Coverage"
        value={coverage}
        options={COVERAGE_OPTIONS}
        onChange={(value) => setCoverage(value === 'minimum' ? 'minimum' : 'full')}
      />
    </CalculatorFrame>
  );
}
