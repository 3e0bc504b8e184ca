/**
 * Writes public/cards/<card_id>.svg for every sample card in data/rates/credit-cards.json
 * (lib/finance/card-art.ts). Run after the rates data: `npx tsx scripts/generate-card-art.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cardsFile from '../data/rates/credit-cards.json' with { type: 'json' };
import { cardArtSvg } from '../lib/finance/card-art';

const OUT = fileURLToPath(new URL('../public/cards/', import.meta.url));
mkdirSync(OUT, { recursive: true });
for (const card of cardsFile.cards) writeFileSync(`${OUT}${card.card_id}.svg`, `${cardArtSvg(card)}\n`);
console.log(`public/cards: ${cardsFile.cards.length} card images`);
