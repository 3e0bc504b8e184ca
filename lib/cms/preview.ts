import 'server-only';
import { draftMode } from 'next/headers';

/** Whether this request is an editor's preview: draft mode, turned on by /api/preview/. */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}
