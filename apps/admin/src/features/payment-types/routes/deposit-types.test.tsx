import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PaymentMethod } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { DepositTypesRoute } from './deposit-types';

resetBetweenTests();

const upi: PaymentMethod = {
  _id: 'm1',
  paymentType: 'UPI',
  paymentName: 'PhonePe',
  customFields: [],
  minAmount: 100,
  maxAmount: 50000,
  active: true,
  sort: 1,
  accountNumber: '',
  walletNumber: '',
  bankName: '',
  accountName: 'Demo Payments',
  ifscCode: '',
  upiId: 'demo@okbank',
  mobileNumber: '',
  appName: '',
  remarks: '',
  lock: false,
};

describe('deposit types', () => {
  it('lists the label’s methods and adds one with its limits and the transaction code', async () => {
    signInAs('whiteLabel');
    let methods = [upi];
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/common/wholeAppConfiguration'))
        return { body: { docs: { whiteLabel: { _id: 'wl1', name: 'Demo Exchange' } } } };
      if (url === '/api/whiteLabel/setting/depositType' && (init.method ?? 'GET') === 'GET') return { body: { docs: methods } };
      if (url === '/api/whiteLabel/setting/depositType' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Partial<PaymentMethod>;
        const created = { ...upi, ...body, _id: 'm2', minAmount: 500, maxAmount: 200000, sort: 0 } as PaymentMethod;
        methods = [created, ...methods];
        return { body: { message: 'Payment Method Saved', docs: created } };
      }
      return undefined;
    });
    renderWithProviders(<DepositTypesRoute />);
    expect(await screen.findByText('White label: Demo Exchange')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'PhonePe' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New deposit type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New deposit type' });
    fireEvent.change(within(dialog).getByLabelText('Payment type'), { target: { value: 'IMPS' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'HDFC Bank' } });
    fireEvent.change(within(dialog).getByLabelText('Min deposit (₹)'), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText('Max deposit (₹)'), { target: { value: '200' } });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '50200012345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add deposit type' }));
    expect(await within(dialog).findByText('Min amount should not be more than max amount')).toBeTruthy();
    expect(await within(dialog).findByText('Transaction Code is Empty')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Max deposit (₹)'), { target: { value: '200000' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add deposit type' }));
    expect(await screen.findByText('Payment Method Saved')).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toMatchObject({
      paymentType: 'IMPS',
      paymentName: 'HDFC Bank',
      minAmount: '500',
      maxAmount: '200000',
      accountNumber: '50200012345678',
      upiId: '',
      transactionCode: '12345678',
    });
    expect(await screen.findByRole('cell', { name: 'HDFC Bank' })).toBeTruthy();
  });
});
