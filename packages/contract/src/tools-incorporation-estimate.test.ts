import { describe, expect, it } from 'vitest';
import type { Service } from './services';
import { estimateIncorporationCost, servicesForJurisdiction } from './tools-incorporation-estimate';

const svc = (
  id: number,
  jurisdiction: Service['jurisdiction'],
  priceMinor: number,
  billing: Service['billing'],
): Service => ({
  id,
  slug: `s${id}`,
  name: `Service ${id}`,
  description: '',
  line: 'incorporation',
  jurisdiction,
  priceMinor,
  currency: 'USD',
  billing,
});
const catalogue = [
  svc(4, null, 125000, 'one_off'),
  svc(1, 'SG', 30000, 'yearly'),
  svc(5, 'SG', 90000, 'yearly'),
  svc(10, 'AE', 290000, 'one_off'),
  svc(3, null, 45000, 'one_off'),
];

describe('estimateIncorporationCost', () => {
  it('always includes the incorporation package and sums one-off and yearly fees', () => {
    const e = estimateIncorporationCost(catalogue, 'SG', [1, 5, 3]);
    expect(e.lines.map((l) => l.serviceId)).toEqual([4, 1, 5, 3]);
    expect(e.lines[0]?.fixed).toBe(true);
    expect(e.oneOffMinor).toBe(170000);
    expect(e.yearlyMinor).toBe(120000);
    expect(e.firstYearMinor).toBe(290000);
  });

  it("shows Singapore's 9% GST as a line and the first year with it, as the invoice charges it", () => {
    const e = estimateIncorporationCost(catalogue, 'SG', [1, 5]);
    expect(e).toMatchObject({ taxLabel: 'GST 9%', taxRateBp: 900, taxMinor: 22050, firstYearTotalMinor: 267050 });
    expect(e.yearlyTotalMinor).toBe(130800);
  });

  it("uses the UAE's VAT and India's GST for those jurisdictions", () => {
    expect(estimateIncorporationCost(catalogue, 'AE', [10])).toMatchObject({ taxLabel: 'VAT 5%', taxMinor: 20750, firstYearTotalMinor: 435750 });
    expect(estimateIncorporationCost(catalogue, 'IN', [])).toMatchObject({ taxLabel: 'GST 18%', taxMinor: 22500, firstYearTotalMinor: 147500 });
  });

  it('leaves out services of another jurisdiction and reports them', () => {
    const e = estimateIncorporationCost(catalogue, 'AE', [1, 10, 99]);
    expect(e.lines.map((l) => l.serviceId)).toEqual([4, 10]);
    expect(e.unavailableIds).toEqual([1, 99]);
    expect(e.firstYearMinor).toBe(415000);
  });

  it('counts a service chosen twice once', () => {
    expect(estimateIncorporationCost(catalogue, 'SG', [1, 1, 4]).firstYearMinor).toBe(155000);
  });

  it('lists a jurisdiction’s services with those offered everywhere', () => {
    expect(servicesForJurisdiction(catalogue, 'AE').map((s) => s.id)).toEqual([4, 10, 3]);
  });
});
