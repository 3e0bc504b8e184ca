import { z } from 'zod';
import { PARTNER_CODES } from '@/lib/ads/partners';
import { placementSchema } from '@/lib/format/fields';
import { log } from '@/lib/log';

const eventSchema = z.object({
  kind: z.enum(['click', 'impression']),
  partner: z.enum(PARTNER_CODES),
  placement: placementSchema,
});

/** The embedded engine's tracking address: records a click or an impression, answers nothing. */
export async function GET(request: Request) {
  const parsed = eventSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response(null, { status: 400 });
  log.info('ads.event', parsed.data);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
