import { describe, expect, it } from 'vitest';
import { clicksFromHome, linksIn } from '../../support/crawl';

describe('the link-following crawl', () => {
  it('counts the clicks to each page, breadth first, from the homepage', async () => {
    const site: Record<string, string> = {
      '/': '<a href="/a/">A</a><a href="/b/?utm=x">B</a>',
      '/a/': '<a href="/c/">C</a><a href="/">Home</a>',
      '/b/': '<a href="/c/#top">C</a>',
      '/c/': '<a href="/d/">D</a>',
    };
    const depth = await clicksFromHome(async (path) => site[path] ?? null, 4);
    expect(Object.fromEntries(depth)).toEqual({ '/': 0, '/a/': 1, '/b/': 1, '/c/': 2, '/d/': 3 });
  });

  it('follows only same-site pages', () => {
    expect(
      linksIn(
        '<a href="https://else.example/x">x</a><a href="//cdn/x">y</a><a href="/api/chat/">z</a><a href="/robots.txt">r</a><a class="k" href="/ok/?a=1&amp;b=2">ok</a>',
      ),
    ).toEqual(['/ok/']);
  });
});
