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
