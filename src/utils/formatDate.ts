// One date format for the whole site: dates in our data are calendar days (YYYY-MM-DD), written in UTC so that a
// reader west of Greenwich does not see the day before, and in English like the rest of the site.
const formats = {
  long: new Intl.DateTimeFormat('en', {dateStyle: 'long', timeZone: 'UTC'}),
  medium: new Intl.DateTimeFormat('en', {dateStyle: 'medium', timeZone: 'UTC'}),
};

/** "January 24, 2022" (long) or "Jan 24, 2022" (medium), for a Date or an ISO date string. */
export function formatDate(date: string | Date, style: keyof typeof formats = 'long'): string {
  return formats[style].format(typeof date === 'string' ? new Date(date) : date);
}
