import { ZIP_TEXTS } from './messages';

/** The zip's length (site-and-lead-routing.md section 9). */
const ZIP_LENGTH = 5;
/** Five digits with an optional -4 (section 5). */
export const ZIP_FORMAT = /^\d{5}(-\d{4})?$/;

/**
 * The quote form's rule: the zip must be exactly 5 characters unless the widget targets a
 * company, and in the accepted format; otherwise the spec's error. Null means it may submit.
 */
export function zipError(
  zip: string,
  { targetsCompany = false }: { targetsCompany?: boolean } = {},
): string | null {
  const value = zip.trim();
  if (targetsCompany && value === '') return null;
  if (!targetsCompany && value.length !== ZIP_LENGTH) return ZIP_TEXTS.invalidZip;
  return ZIP_FORMAT.test(value) ? null : ZIP_TEXTS.invalidZip;
}
