import { describe, expect, it } from 'vitest';
import { asksForPerson, isGoodAnswer, isPersonalQuestion, rankCandidates, type Candidate } from './chatbot.rank';

const c = (over: Partial<Candidate>): Candidate => ({ source: 'faq', title: 't', url: '/faqs', body: 'b', rank: 0.1, matched: 1, ...over });

describe('rankCandidates', () => {
  it('prefers a passage that covers every word of the question over one with a higher rank on one word', () => {
    const ranked = rankCandidates([c({ title: 'one word', rank: 0.9, matched: 1 }), c({ title: 'all words', rank: 0.2, matched: 3 })], { lexemeCount: 3, personal: false });
    expect(ranked.map((r) => r.title)).toEqual(['all words', 'one word']);
    expect(ranked[0]?.coverage).toBe(1);
  });

  it("puts the asker's own deadline first when the question is about them, and the firm's page first otherwise", () => {
    const faq = c({ source: 'faq', title: 'FAQ', rank: 0.3, matched: 3 });
    const mine = c({ source: 'deadline', title: 'Mine', rank: 0.2, matched: 3 });
    expect(rankCandidates([faq, mine], { lexemeCount: 3, personal: true })[0]?.title).toBe('Mine');
    expect(rankCandidates([faq, mine], { lexemeCount: 3, personal: false })[0]?.title).toBe('FAQ');
  });

  it('keeps the order of equal personal records (the soonest due first) and drops passages matching nothing', () => {
    const ranked = rankCandidates(
      [c({ source: 'deadline', title: 'later', order: 2, matched: 2 }), c({ source: 'deadline', title: 'sooner', order: 1, matched: 2 }), c({ title: 'none', matched: 0, rank: 1 })],
      { lexemeCount: 2, personal: true },
    );
    expect(ranked.map((r) => r.title)).toEqual(['sooner', 'later']);
  });

  it('prefers an FAQ answer to a service page with the same match', () => {
    const ranked = rankCandidates([c({ source: 'service', title: 'page' }), c({ source: 'faq', title: 'faq' })], { lexemeCount: 1, personal: false });
    expect(ranked[0]?.title).toBe('faq');
  });
});

describe('isGoodAnswer', () => {
  const rank = (matched: number, n: number) => rankCandidates([c({ matched })], { lexemeCount: n, personal: false })[0];
  it('answers when at least half the words and two of three or more are covered', () => {
    expect(isGoodAnswer(rank(2, 3), 3)).toBe(true);
    expect(isGoodAnswer(rank(1, 1), 1)).toBe(true);
  });
  it('hands over on a weak match or nothing at all', () => {
    expect(isGoodAnswer(rank(1, 3), 3)).toBe(false);
    expect(isGoodAnswer(rank(2, 5), 5)).toBe(false);
    expect(isGoodAnswer(undefined, 3)).toBe(false);
    expect(isGoodAnswer(rank(1, 1), 0)).toBe(false);
  });
});

describe('asksForPerson / isPersonalQuestion', () => {
  it('recognises a request for a person', () => {
    for (const t of ['Can I talk to a human?', 'agent please', 'I want a real person', 'talk to someone']) expect(asksForPerson(t)).toBe(true);
    for (const t of ['When is my annual return due?', 'What does incorporation cost?']) expect(asksForPerson(t)).toBe(false);
  });
  it('recognises a question about the asker', () => {
    expect(isPersonalQuestion('When is my annual return due?')).toBe(true);
    expect(isPersonalQuestion('How long does incorporation take?')).toBe(false);
  });
});
