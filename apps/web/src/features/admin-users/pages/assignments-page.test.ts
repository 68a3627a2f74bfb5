import { describe, expect, it } from 'vitest';
import type { AdminUser, Assignment, AssignmentPerson } from '@quayside/contract/admin-users';
import { userListParams } from '../api/get-users-pages';
import { buildTree } from './assignments-page';

const person = (id: string, fullName: string, role: AssignmentPerson['role']): AssignmentPerson => ({ id, fullName, email: `${id}@x.test`, role });
const link = (id: string, kind: Assignment['kind'], preparer: AssignmentPerson, target: AssignmentPerson): Assignment => ({
  id,
  kind,
  preparer,
  target,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const user = (p: AssignmentPerson): AdminUser => ({
  ...p,
  phone: null,
  countryCode: null,
  isVerified: true,
  isBlocked: false,
  isSuspended: false,
  suspensionMessage: null,
  isDeleted: false,
  deletedAt: null,
  requiredChangePassword: false,
  canEditProfile: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const dan = person('a1', 'Daniel Tan', 'approver');
const zoe = person('a2', 'Zoe Approver', 'approver');
const priya = person('p1', 'Priya Sharma', 'preparer');
const nadia = person('p2', 'Nadia New', 'preparer');
const idle = person('p3', 'Idle Preparer', 'preparer');
const marcus = person('c1', 'Marcus Lim', 'client');
const alice = person('c2', 'Alice Client', 'client');
const rohan = person('n1', 'Rohan Mehta', 'nri_client');

describe('buildTree', () => {
  it('nests approvers -> preparers -> clients and NRI clients, with preparers lacking an approver apart', () => {
    const tree = buildTree(
      {
        preparerToApprover: [link('l1', 'preparer_approver', priya, dan)],
        preparerClients: [link('l2', 'preparer_client', priya, marcus), link('l3', 'preparer_client', nadia, alice), link('l4', 'preparer_client', priya, alice)],
        preparerNri: [link('l5', 'preparer_nri', priya, rohan)],
      },
      [user(zoe), user(dan)],
      [user(idle)],
    );
    expect(tree.approvers.map((a) => [a.approver.fullName, a.preparers.map((p) => p.preparer.fullName)])).toEqual([
      ['Daniel Tan', ['Priya Sharma']],
      ['Zoe Approver', []],
    ]);
    const p = tree.approvers[0]?.preparers[0];
    expect(p?.link?.id).toBe('l1');
    expect(p?.clients.map((c) => c.target.fullName)).toEqual(['Alice Client', 'Marcus Lim']);
    expect(p?.nris.map((c) => c.target.fullName)).toEqual(['Rohan Mehta']);
    expect(tree.unassigned.map((n) => [n.preparer.fullName, n.clients.length])).toEqual([
      ['Idle Preparer', 0],
      ['Nadia New', 1],
    ]);
  });
});

describe('userListParams', () => {
  it('sends only the filters that are set, flags as true/false, and the cursor of the next page', () => {
    expect(userListParams({ kind: 'clients' }, null)).toEqual({ take: 25 });
    expect(userListParams({ kind: 'company', q: 'tan', role: 'preparer', isVerified: false, isDeleted: true, take: 50 }, 'abc')).toEqual({
      take: 50,
      q: 'tan',
      role: 'preparer',
      isVerified: 'false',
      isDeleted: 'true',
      cursor: 'abc',
    });
  });
});
