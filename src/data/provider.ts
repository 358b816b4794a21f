/**
 * Every brand fact of the help centre lives here. Articles render these values through
 * <Brand fact="..." /> and the site config reads them, so a real operator rebrands the
 * whole site by editing this one file. Domains use the reserved .example TLD.
 */
export const provider = {
  name: 'Rackfield',
  siteTitle: 'Rackfield Help Centre',
  tagline: 'Answers for Rackfield dedicated-server and VPS customers',
  websiteUrl: 'https://rackfield.example',
  /** The billing panel: orders, invoices, tickets, service management. */
  billingPanelUrl: 'https://my.rackfield.example',
  /** The status page where planned work and incidents are announced. */
  statusPageUrl: 'https://status.rackfield.example',
  /** Terms of service, which include the service level agreement. */
  termsUrl: 'https://rackfield.example/legal/terms',
  acceptableUsePolicyUrl: 'https://rackfield.example/legal/acceptable-use',
  supportEmail: 'support@rackfield.example',
  billingEmail: 'billing@rackfield.example',
  salesEmail: 'sales@rackfield.example',
  customerCareEmail: 'care@rackfield.example',
  abuseEmail: 'abuse@rackfield.example',
  technicalSupportHours: '24 hours a day, 7 days a week',
  officeHours: 'Monday to Friday, 09:00–18:00 (CET)',
  /** How invoices can be paid and the balance topped up, as listed under Billing → Payment methods. */
  paymentMethods: ['a bank card (Visa or Mastercard)', 'PayPal', 'a SEPA bank transfer'],
  /** Money back: a new server, VPS or service cancelled within this period of its first payment is refunded in full. */
  refundPeriod: '14 days',
  /** What the money-back refund leaves out, whenever the service is cancelled. */
  refundExclusions: [
    'setup fees',
    'software licences (Windows, control panels)',
    'SSL certificates once issued',
    'services suspended for a breach of the acceptable use policy',
  ],
  /** Where a refund is paid, and how long it takes. */
  refundMethod: 'to the card, PayPal account or bank account you paid from, within 10 working days',
  /** The port of every dedicated server, and the faster port offered on the order form. */
  dedicatedPortSpeed: '1 Gbit/s',
  dedicatedPortSpeedOption: '10 Gbit/s',
  /** The virtual port of every VPS; the node's uplink is shared with the other VPS on it. */
  vpsPortSpeed: '1 Gbit/s',
  /** What the network filters in front of a server, apart from the DDoS filtering: nothing, so the server's own firewall decides. */
  networkPortFiltering: 'no port is blocked in either direction',
  /** How long an attacked address stays null-routed before it is lifted automatically (renewed if the attack goes on). */
  nullRouteDuration: '2 hours',
  /** Custom ISO on a VPS: how a reader gets one mounted. */
  vpsIsoMount:
    'support mounts an ISO image from a download link you give in a ticket, on every VPS plan, usually within one hour',
  /** Data centres where servers can be ordered, in the order shown on the order form. */
  dataCentres: ['Amsterdam, the Netherlands', 'Frankfurt, Germany', 'Warsaw, Poland'],
} as const;

export type ProviderFact = keyof typeof provider;

/** A list fact as prose: "a, b and c". */
export const listText = (values: readonly string[]): string =>
  new Intl.ListFormat('en', {type: 'conjunction'}).format(values);

/** A fact as a reader sees it in text: lists as prose, web addresses without the scheme. */
export function factText(fact: ProviderFact): string {
  const value: string | readonly string[] = provider[fact];
  return typeof value === 'string' ? value.replace(/^https?:\/\//, '') : listText(value);
}
