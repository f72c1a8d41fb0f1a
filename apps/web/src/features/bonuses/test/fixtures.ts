import type { BonusOffer, UserBonus } from '@backlay/contract';

/** Builders of bonus answers for web tests, shaped as the contract says. */
export function testOffer(patch: Partial<BonusOffer> & Pick<BonusOffer, '_id' | 'title'>): BonusOffer {
  return {
    description: '',
    min: null,
    max: null,
    limit: null,
    percentage: 10,
    maxBonusAmount: null,
    wagering: 0,
    startDate: null,
    endDate: null,
    validityDays: null,
    active: true,
    sort: null,
    count: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...patch,
  };
}

export function testBonus(patch: Partial<UserBonus> & Pick<UserBonus, '_id' | 'status'>): UserBonus {
  return {
    kind: 'deposit',
    bonusId: 'o1',
    title: 'Welcome',
    count: 1,
    depositId: 'd1',
    depositAmount: 1000,
    bonusAmount: 100,
    wageringRequired: 0,
    wageringDone: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    creditedAt: null,
    expiresAt: null,
    ...patch,
  };
}
