import { describe, expect, it } from 'vitest';
import {
  assessmentYearSchema,
  draftDecisionBodySchema,
  ITR_STAGE_LABELS,
  ITR_STAGE_LIST,
  ITR_STAGES,
  preparerUpdateNriProfileBodySchema,
  updateNriProfileBodySchema,
} from './nri-area';

describe('the ITR stages', () => {
  it('are listed in the documented order with their labels', () => {
    expect(ITR_STAGES).toEqual(['documents_pending', 'documents_collected', 'draft_prepared', 'draft_approved', 'filed', 'e_verified', 'processed', 'refund_issued']);
    expect(ITR_STAGE_LIST.map((s) => s.label)).toEqual(ITR_STAGES.map((k) => ITR_STAGE_LABELS[k]));
    expect(ITR_STAGE_LABELS.draft_prepared).toBe('Draft computation ready');
  });
});

describe('NRI profile updates', () => {
  it('check PAN (with the holder letter) and Aadhaar formats, and normalise them', () => {
    expect(updateNriProfileBodySchema.parse({ identity: { panNumber: 'abcpm1234f' } }).identity?.panNumber).toBe('ABCPM1234F');
    expect(updateNriProfileBodySchema.safeParse({ identity: { panNumber: 'ABCXM1234F' } }).success).toBe(false);
    expect(updateNriProfileBodySchema.parse({ identity: { aadhaarNumber: '2341 2341 2346' } }).identity?.aadhaarNumber).toBe('234123412346');
    expect(updateNriProfileBodySchema.safeParse({ identity: { aadhaarNumber: '123412341234' } }).success).toBe(false);
  });

  it('needs at least one field; the preparer may send the toggle alone', () => {
    expect(updateNriProfileBodySchema.safeParse({}).success).toBe(false);
    expect(preparerUpdateNriProfileBodySchema.safeParse({ canEditProfile: false }).success).toBe(true);
    expect(updateNriProfileBodySchema.safeParse({ canEditProfile: true }).success).toBe(false);
  });
});

describe('the draft decision', () => {
  it('needs a reason to request changes, and a typed name', () => {
    expect(draftDecisionBodySchema.safeParse({ action: 'approve', fullName: 'Rohan Mehta' }).success).toBe(true);
    expect(draftDecisionBodySchema.safeParse({ action: 'request_changes', fullName: 'Rohan Mehta' }).success).toBe(false);
    expect(draftDecisionBodySchema.safeParse({ action: 'request_changes', fullName: 'Rohan Mehta', reason: 'Rent is wrong' }).success).toBe(true);
    expect(draftDecisionBodySchema.safeParse({ action: 'approve', fullName: '  ' }).success).toBe(false);
    expect(draftDecisionBodySchema.safeParse({ action: 'reject', fullName: 'Rohan Mehta' }).success).toBe(false);
  });
});

describe('assessment years', () => {
  it('take two consecutive years', () => {
    expect(assessmentYearSchema.safeParse('2026-27').success).toBe(true);
    expect(assessmentYearSchema.safeParse('2099-00').success).toBe(true);
    expect(assessmentYearSchema.safeParse('2026-28').success).toBe(false);
    expect(assessmentYearSchema.safeParse('26-27').success).toBe(false);
  });
});
