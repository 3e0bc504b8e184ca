const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as the site writes it: November 20, 2026. */
export const formatLongDate = (date: string) => longDate.format(new Date(date));
