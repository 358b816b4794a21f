// The editorial cycle: lists the articles whose last independent review (`reviewed` in front
// matter) is older than their interval, most overdue first. It prints and exits 0: a date passing
// is work for the writers, not a broken build. The content lint makes `reviewed` required.
//
// usage: npm run review:due [-- --on YYYY-MM-DD] [-- --all]
//   --on   judge as of that day instead of today (to plan ahead)
//   --all  list every article with its due day, not only the overdue ones
import {routes, sourceFile, type Route} from '../src/data/routes';
import {readArticle, reviewedDay} from '../src/config/articles';

/** Months between reviews: software guides under /apps move fastest. */
export const REVIEW_INTERVAL_MONTHS = {default: 6, apps: 3};
export const intervalOf = (route: Route) =>
  route.path.startsWith('/apps/') ? REVIEW_INTERVAL_MONTHS.apps : REVIEW_INTERVAL_MONTHS.default;

/** The day a review falls due: the review day plus the interval, in whole calendar months. */
export function dueDay(reviewed: string, months: number): string {
  const date = new Date(`${reviewed}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

function main(args: string[]) {
  const onIndex = args.indexOf('--on');
  const today = onIndex >= 0 ? reviewedDay(args[onIndex + 1]) : new Date().toISOString().slice(0, 10);
  if (!today) {
    console.error('review:due: --on takes a day written YYYY-MM-DD');
    process.exit(2);
  }
  const rows = routes.map((route) => {
    const reviewed = reviewedDay(readArticle(route).data.reviewed);
    const due = reviewed ? dueDay(reviewed, intervalOf(route)) : undefined;
    // Never reviewed counts as most overdue of all.
    const overdueDays = due ? daysBetween(due, today) : Infinity;
    return {route, reviewed, due, overdueDays};
  });
  const shown = rows
    .filter((r) => args.includes('--all') || r.overdueDays > 0)
    .sort((a, b) => b.overdueDays - a.overdueDays);
  for (const {route, reviewed, due, overdueDays} of shown) {
    const status = !reviewed ? 'never reviewed' : overdueDays > 0 ? `${overdueDays} days overdue` : `due ${due}`;
    console.log(
      `${status.padEnd(18)} reviewed ${(reviewed ?? '—').padEnd(10)}  every ${intervalOf(route)} months  docs/${sourceFile(route)}`,
    );
  }
  const overdue = rows.filter((r) => r.overdueDays > 0).length;
  console.log(`review:due on ${today}: ${overdue} of ${routes.length} articles due for review`);
}

if (require.main === module) main(process.argv.slice(2));
