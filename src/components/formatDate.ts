// The one date format of the pages ("Last updated on", "Reviewed on"): "Nov 22, 2026", in UTC, as
// Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric'}) writes it. Written
// out, because creating that formatter was the slowest step of hydrating the front page (57 ms in
// a CPU profile with the CPU slowed four times, as Lighthouse's phone), and the site is in English only.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const formatDate = (date: Date): string =>
  `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
