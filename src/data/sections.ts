/**
 * The help centre's main entry points, shown in the footer and on the not-found page so that
 * a reader who is stuck always has somewhere to go. Every `to` is a route of routes.json.
 */
export const mainSections = [
  {label: 'Server access details and passwords', to: '/working-with-server/credentials'},
  {label: 'Connecting to a server over SSH', to: '/working-with-server/tech-questions/ssh-connect'},
  {label: 'Operating systems and reinstalling', to: '/services/os'},
  {label: 'Installing apps with Docker', to: '/apps/docker'},
  {label: 'Control panels', to: '/order/panels'},
  {label: 'Backups', to: '/order/backup'},
  {label: 'What may not run on a server', to: '/prepurchase/forbidden-software'},
  {label: 'Opening a support request', to: '/billing-inside/support-request'},
  {label: 'Glossary', to: '/glossary'},
] as const;
