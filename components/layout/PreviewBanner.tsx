'use client';
import { usePathname } from 'next/navigation';
import { PREVIEW_EXIT } from '@/lib/cms/preview-paths';
import styles from './PreviewBanner.module.css';

/** Shown on every page while an editor previews drafts, with the way out. */
export function PreviewBanner() {
  const pathname = usePathname();
  return (
    <div className={styles.banner} role="status">
      <strong>Preview</strong>: you are seeing draft content that visitors cannot see yet.{' '}
      <a href={`${PREVIEW_EXIT}?path=${encodeURIComponent(pathname)}`}>Exit preview</a>
    </div>
  );
}
