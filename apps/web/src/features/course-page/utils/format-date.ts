const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date of the course (class or registration) as Bangkok reads it, in the reader's language. */
export const formatCourseDate = (iso: string, language: string): string => {
  const locale = language === 'en' ? 'en-GB' : 'th-TH';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Bangkok' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(iso));
};

/** "1 Jan 2027 – 3 Jan 2027", one side alone, or null when neither is set. */
export const formatDateRange = (start: string | null, end: string | null, language: string) => {
  const parts = [start, end]
    .filter((value) => value !== null)
    .map((value) => formatCourseDate(value, language));
  return parts.length === 0 ? null : [...new Set(parts)].join(' – ');
};
