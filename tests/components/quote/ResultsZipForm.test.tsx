import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsZipForm } from '@/components/quote/results/ResultsZipForm';
import { ZIP_TEXTS } from '@/lib/zip/messages';

describe('compare-matches’ zip form', () => {
  it('is a plain GET form to compare-matches that keeps the utm values', () => {
    render(<ResultsZipForm value="90210" utm={{ utm_source: 'test' }} error={null} hasMatches />);
    const form = screen.getByRole('form', { name: 'Change ZIP code' });
    expect(form).toHaveAttribute('action', '/insurance/auto/compare-matches');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('90210');
    expect(form.querySelector('input[type="hidden"][name="utm_source"]')).toHaveValue('test');
    expect(screen.getByRole('button', { name: 'Update' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the zip’s error under the box and ties it to the box', () => {
    render(<ResultsZipForm value="abc" utm={{}} error={ZIP_TEXTS.invalidZip} hasMatches={false} />);
    const box = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(screen.getByRole('alert')).toHaveTextContent('You must provide a valid zip code');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must provide a valid zip code');
    expect(screen.getByRole('button', { name: 'See matches' })).toBeVisible();
  });
});
