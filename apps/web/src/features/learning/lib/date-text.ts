/**
 * A moment as the reader's language writes it, date and time ("23 พ.ย. 2569 10:30" / "23 Nov 2026,
 * 10:30"), in the shop's time (Thailand): the same on the server's render and in any browser, wherever
 * its clock is set.
 */
export const dateTimeText = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'th-TH', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso));
