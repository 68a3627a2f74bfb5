import { describe, expect, it } from 'vitest';
import { directorBodySchema, shareholderBodySchema } from '@quayside/contract/companies';
import { toBody } from './use-schema-form';

describe('toBody (form strings to the contract body)', () => {
  it('turns blank optional fields into null and keeps the rest trimmed', () => {
    const body = toBody(directorBodySchema, {
      fullName: ' Elena Petrova ',
      email: '',
      phone: '  ',
      idType: 'passport',
    });
    expect(body).toEqual({ fullName: 'Elena Petrova', email: null, phone: null, idType: 'passport' });
    expect(directorBodySchema.safeParse(body).success).toBe(true);
  });

  it('turns digits into a number where the schema wants one', () => {
    const body = toBody(shareholderBodySchema, {
      fullName: 'Harbour Holdings',
      shares: '5000',
      type: 'corporate',
    });
    expect(body.shares).toBe(5000);
    expect(shareholderBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves a required blank as it is so that the schema reports it', () => {
    const body = toBody(directorBodySchema, { fullName: '' });
    const parsed = directorBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['fullName']);
  });

  it('ignores fields the schema does not know', () => {
    expect(toBody(directorBodySchema, { fullName: 'A', isAdmin: 'yes' })).toEqual({ fullName: 'A' });
  });
});
