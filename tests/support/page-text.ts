/**
 * What a reader would see of an HTML page, as text (scripts, styles and tags removed, common
 * entities decoded), and the signs in it of a figure that skipped the display formats.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

const RAW_FIGURES: [string, RegExp][] = [
  ['a floating-point artefact', /\d\.\d{5,}/],
  ['NaN', /\bNaN\b/],
  ['undefined', /\bundefined\b/],
  ['Infinity', /\bInfinity\b/],
  ['an object printed as text', /\[object \w+\]/],
  ['a null figure', /\$null|\bnull%/],
];

/** Each raw figure on the page, with a little of the text around it. */
export function rawFigures(html: string): string[] {
  const text = visibleText(html);
  return RAW_FIGURES.flatMap(([name, pattern]) => {
    const match = pattern.exec(text);
    return match ? [`${name}: "…${text.slice(Math.max(0, match.index - 40), match.index + 40)}…"`] : [];
  });
}
