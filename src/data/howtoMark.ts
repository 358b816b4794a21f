/**
 * The word in a code fence's meta that marks a block `npm run test:howtos` runs (```bash howto,
 * howto=append, howto=inside, howto=crontab). Readers never see it: the Markdown copies drop it.
 */
export const HOWTO_MARK = /(?:^|\s)howto(?:=(append|inside|crontab))?(?=\s|$)/;
