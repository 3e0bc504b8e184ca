import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyChoices } from '@/components/privacy/PrivacyChoices';
import { PRIVACY_TEXTS } from '@/lib/privacy/messages';

const clearCookie = () => {
  document.cookie = 'privacy_opt_out=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

describe('the do-not-sell switch', () => {
  afterEach(() => {
    clearCookie();
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  });

  it('opts the visitor out and back in, remembering the choice in a cookie', () => {
    render(<PrivacyChoices />);
    const toggle = screen.getByRole('switch', { name: PRIVACY_TEXTS.switchLabel });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(document.cookie).toContain('privacy_opt_out=1');
    expect(screen.getByRole('status')).toHaveTextContent(PRIVACY_TEXTS.optedOut);
    fireEvent.click(toggle);
    expect(document.cookie).not.toContain('privacy_opt_out=1');
    expect(screen.getByRole('status')).toHaveTextContent(PRIVACY_TEXTS.optedIn);
  });

  it('shows a returning visitor their earlier choice', () => {
    document.cookie = 'privacy_opt_out=1; path=/';
    render(<PrivacyChoices />);
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('stays on, and says why, when the browser sends Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    render(<PrivacyChoices />);
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(PRIVACY_TEXTS.gpc);
  });
});
