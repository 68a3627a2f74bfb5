import { describe, expect, it } from 'vitest';
import { DEFAULT_GOVERNMENT_FEES, governmentFeesFor } from './government-fees';

describe('governmentFeesFor', () => {
  // ACRA fees: a local company's incorporation costs S$315 (S$15 name application + S$300 registration).
  it('a Singapore private limited company: S$15 name + S$300 registration = S$315', () => {
    const r = governmentFeesFor(DEFAULT_GOVERNMENT_FEES, 'SG', 'private_limited');
    expect(r.lines.map((l) => l.code)).toEqual(['ACRA_NAME', 'ACRA_COMPANY_REGISTRATION']);
    expect(r.totals).toEqual([{ currency: 'SGD', amountMinor: 31_500 }]);
  });
  it('a Singapore LLP gets the LLP registration fee, not the company one', () => {
    const r = governmentFeesFor(DEFAULT_GOVERNMENT_FEES, 'SG', 'llp');
    expect(r.lines.map((l) => l.code)).toEqual(['ACRA_NAME', 'ACRA_LLP_REGISTRATION']);
  });
  it('every fee names its source', () => {
    expect(DEFAULT_GOVERNMENT_FEES.every((f) => f.reference.length > 5)).toBe(true);
  });
});
