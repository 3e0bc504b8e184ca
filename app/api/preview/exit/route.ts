import { draftMode } from 'next/headers';
import { sitePath } from '@/lib/cms/preview-paths';

/** `GET /api/preview/exit/?path=…`: leaves the preview and reopens the page as visitors see it. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const path = sitePath(new URL(request.url).searchParams.get('path')) ?? '/';
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
