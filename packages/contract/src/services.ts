import { z } from 'zod';

export const SERVICE_LINES = [
  'incorporation',
  'corporate-secretary',
  'accounting',
  'tax-advisory',
  'legacy-planning',
  'fund-administration',
  'nri-tax',
] as const;
export const JURISDICTIONS = ['SG', 'AE', 'IN'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const JURISDICTION_LABELS: Record<Jurisdiction, string> = {
  SG: 'Singapore',
  AE: 'United Arab Emirates',
  IN: 'India',
};

/** A catalogue service. Prices are integer minor units (cents) with an ISO currency. */
export const serviceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  line: z.enum(SERVICE_LINES),
  jurisdiction: z.enum(JURISDICTIONS).nullable(),
  priceMinor: z.number().int(),
  currency: z.string().length(3),
  billing: z.enum(['one_off', 'yearly']),
});
export type Service = z.infer<typeof serviceSchema>;

export const listServicesQuerySchema = z.object({
  /** A jurisdiction's services plus those offered everywhere. */
  jurisdiction: z.enum(JURISDICTIONS).optional(),
  line: z.enum(SERVICE_LINES).optional(),
});
export type ListServicesQuery = z.infer<typeof listServicesQuerySchema>;

export const listServicesResponseSchema = z.object({ services: z.array(serviceSchema) });

/** The one money formatter lives in ./money; re-exported here for the callers that import it with the catalogue. */
export { formatMoney } from './money';
