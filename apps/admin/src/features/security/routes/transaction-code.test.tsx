import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { TransactionCodeRoute } from './transaction-code';

resetBetweenTests();

/** The part of GET api/{role}/profile the screen reads. */
const profile = (enable2fa: boolean) => ({ docs: { _id: 'u-master1', userName: 'master1', userType: 'master', enable2fa } });

describe('transaction code', () => {
  it('renews the code with a two-factor code and shows the new one once', async () => {
    signInAs('master');
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/master/profile') return { body: profile(true) };
      if (url === '/api/master/transactionCode' && init.method === 'POST') {
        return { body: { message: 'Transaction Code Updated', docs: { transactionCode: '04817263' } } };
      }
      return undefined;
    });
    renderWithProviders(<TransactionCodeRoute />);
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get new code' }));
    expect((await screen.findByText('04817263')).tagName).toBe('OUTPUT');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({ code: '246810' });

    // Once put away, the code is gone from the screen.
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('04817263')).toBeNull();
    expect(screen.getByRole('button', { name: 'Get new code' })).toBeTruthy();
  });

  it('asks for Secure Auth first when two-factor is off', async () => {
    signInAs('agent');
    const fetchMock = stubFetch((url) => (url === '/api/agent/profile' ? { body: profile(false) } : undefined));
    renderWithProviders(<TransactionCodeRoute />);
    expect(await screen.findByText('Enable Secure Auth, to View/Update Transaction Code Anytime!')).toBeTruthy();
    expect(MESSAGES.enableSecureAuth).toBe('Enable Secure Auth, to View/Update Transaction Code Anytime!');
    expect(screen.getByRole('link', { name: 'Open Secure auth' }).getAttribute('href')).toBe('/account/secure-auth');
    expect(screen.queryByLabelText('Code')).toBeNull();
    expect(callsOf(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal as it words it", async () => {
    signInAs('master');
    stubFetch((url, init) => {
      if (url === '/api/master/profile') return { body: profile(true) };
      if (url === '/api/master/transactionCode' && init.method === 'POST') {
        return { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid Code' } };
      }
      return undefined;
    });
    renderWithProviders(<TransactionCodeRoute />);
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Code');
    expect(screen.queryByText(/will not be shown again/)).toBeNull();
  });
});
