import { describe, expect, it } from 'vitest';
import { blankDecision } from '@/lib/ads/decision';
import { bannerContent, bannerMargin, safeSvgIcon } from '@/lib/ads/hub-banner';
import { NO_ADVERTISER } from '@/lib/ads/constants';

const defaults = {
  title: 'Compare auto insurance quotes',
  subCopy: 'Free.',
  buttonText: 'See my quotes',
  buttons: 1,
};
const decision = (extra: Partial<ReturnType<typeof blankDecision>> = {}) => ({
  ...blankDecision('71000000000002'),
  ...extra,
});

describe('the hub banner', () => {
  it.each([
    [1, 77],
    [2, 133],
    [3, 189],
    [4, 245],
  ])('keeps 52 px for each of %i buttons, 4 px between them and 25 more: %i px', (buttons, px) => {
    expect(bannerMargin(buttons)).toBe(px);
  });

  it('shows the decision’s title, line, icon, button and template', () => {
    const svg = '<svg viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
    expect(
      bannerContent(
        decision({
          banner_cta: 'Save up to $500',
          banner_sub_copy: 'With Partner QS',
          button_cta: 'Start',
          svg_icon: svg,
          customTemplate: 'compact',
        }),
        defaults,
      ),
    ).toEqual({
      title: 'Save up to $500',
      subCopy: 'With Partner QS',
      icon: svg,
      buttons: [{ label: 'Start', href: null }],
      template: 'compact',
    });
  });

  it('fills what the decision leaves empty from the defaults, and shows only the defaults for no decision', () => {
    expect(bannerContent(decision({ banner_cta: '  ' }), defaults)).toMatchObject({
      title: defaults.title,
      subCopy: defaults.subCopy,
      buttons: [{ label: defaults.buttonText, href: null }],
      template: 'default',
    });
    expect(
      bannerContent(decision({ advertiser_id: NO_ADVERTISER, banner_cta: 'Ignored' }), {
        ...defaults,
        buttons: 2,
      }),
    ).toMatchObject({
      title: defaults.title,
      buttons: [
        { label: defaults.buttonText, href: null },
        { label: defaults.buttonText, href: null },
      ],
    });
  });

  it('takes up to four configured buttons, each with a site path or an https link, and ignores any other list', () => {
    const buttons = [
      { label: 'New car', url: 'https://partner.example/new' },
      { label: 'Used car', url: '/partners/qs/?car=used' },
    ];
    expect(bannerContent(decision({ configuration: { buttons } }), defaults).buttons).toEqual([
      { label: 'New car', href: 'https://partner.example/new' },
      { label: 'Used car', href: '/partners/qs/?car=used' },
    ]);
    for (const bad of [
      [{ label: 'Run', url: 'javascript:alert(1)' }],
      [{ label: 'Away', url: '//evil.example/' }],
      Array.from({ length: 5 }, (_, index) => ({ label: `B${index}`, url: '/x' })),
      'not a list',
    ]) {
      expect(
        bannerContent(decision({ configuration: { buttons: bad }, button_cta: 'Go' }), defaults).buttons,
      ).toEqual([{ label: 'Go', href: null }]);
    }
  });

  it('draws only a plain SVG icon: nothing that runs, loads or styles', () => {
    expect(safeSvgIcon('<svg><path d="M0 0h4"/></svg>')).toBe('<svg><path d="M0 0h4"/></svg>');
    for (const unsafe of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
      '<svg><image href="https://tracker.example/p.png"/></svg>',
      '<svg><a href="javascript:alert(1)"><path/></a></svg>',
      '<svg style="background:url(https://tracker.example/)"></svg>',
      '<div>not an svg</div>',
      `<svg>${'x'.repeat(9_000)}</svg>`,
      '',
      null,
    ]) {
      expect(safeSvgIcon(unsafe)).toBeNull();
    }
  });
});
