/** Where a quote click takes the visitor: one place, so tests can see it without leaving the page. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
