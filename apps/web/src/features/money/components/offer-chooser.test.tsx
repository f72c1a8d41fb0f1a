import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { OfferChooser } from './offer-chooser';
import { testOffer } from '../../bonuses/test/fixtures';

resetSessionBetweenTests();

const offer = testOffer({ _id: 'o1', title: 'Welcome', min: 500, max: 5000, limit: 1, maxBonusAmount: 300 });

function Chooser({ amount }: { amount: number }) {
  const [value, setValue] = useState('100001');
  return <OfferChooser value={value} amount={amount} onChange={setValue} />;
}

describe('the deposit drawer’s offer chooser', () => {
  it('loads the claimable offers and shows the bonus an amount brings', async () => {
    signInPlayer();
    stubApi((path) => (path === '/api/user/setting/bonus' ? { body: { docs: [offer] } } : undefined));
    await renderInShell(<Chooser amount={4000} />);
    const select = await screen.findByRole('combobox', { name: 'Offer' });
    await screen.findByRole('option', { name: 'Welcome (₹500.00 – ₹5,000.00)' });
    fireEvent.change(select, { target: { value: 'o1' } });
    // 10 % of 4,000 = 400, capped at 300.
    expect(screen.getByText('You get ₹300.00 bonus on approval')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns with the words of docs/product.md when the amount is outside the offer', async () => {
    signInPlayer();
    stubApi((path) => (path === '/api/user/setting/bonus' ? { body: { docs: [offer] } } : undefined));
    await renderInShell(<Chooser amount={100} />);
    await screen.findByRole('option', { name: /Welcome/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Offer' }), { target: { value: 'o1' } });
    expect(screen.getByRole('alert').textContent).toBe('Offer will not applied, please check valid offer ot proceed without offer');
    expect(screen.queryByText(/bonus on approval/)).toBeNull();
  });
});
