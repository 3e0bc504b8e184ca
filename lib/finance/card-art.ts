/**
 * The sample cards' art (the spec's `etl_card_image`): the site holds no issuer's card images, so
 * each sample card gets the same kind of plain drawing, a card in its type's colour with its name.
 * Written by scripts/generate-card-art.ts to public/cards/; a rates API's cards bring their own.
 */
const TYPE_COLOURS: Record<string, string> = {
  cash_back: '#0b5cad',
  travel: '#14213d',
  balance_transfer: '#2f855a',
  secured: '#4a5568',
  student: '#b45309',
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.codePointAt(0) ?? 0};`);

/** Two lines at most, split at the word nearest the middle, so every name fits the card. */
function nameLines(name: string): string[] {
  const words = name.split(/\s+/);
  if (words.length < 3) return [name];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

export function cardArtSvg(card: { name: string; card_type: string }): string {
  const colour = TYPE_COLOURS[card.card_type] ?? '#14213d';
  const lines = nameLines(card.name)
    .map((line, index) => `<text x="16" y="${30 + index * 20}">${escapeXml(line)}</text>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 202" role="img">',
    `<rect width="320" height="202" rx="16" fill="${colour}"/>`,
    '<rect x="16" y="86" width="44" height="32" rx="6" fill="#e9c46a"/>',
    `<g fill="#fff" font-family="system-ui, sans-serif" font-size="17" font-weight="600">${lines}</g>`,
    '<text x="16" y="182" fill="#fff" font-family="system-ui, sans-serif" font-size="13">SAMPLE CARD</text>',
    '</svg>',
  ].join('');
}

export const cardArtPath = (cardId: string) => `/cards/${cardId}.svg`;
