import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { SecureAuthRoute } from './secure-auth';

resetBetweenTests();

/** GET api/{role}/secureAuth's docs. */
type TwoFactorSetupDocs = { enable2fa: boolean; secret: string | null; otpauthUrl: string | null };

const pending: TwoFactorSetupDocs = {
  enable2fa: false,
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Backlay:master1?secret=JBSWY3DPEHPK3PXP&issuer=Backlay',
};
const on: TwoFactorSetupDocs = { enable2fa: true, secret: null, otpauthUrl: null };

describe('secure auth', () => {
  it('turns two-factor on with a code of the scanned secret', async () => {
    signInAs('master');
    let docs = pending;
    const fetchMock = stubFetch((url, init) => {
      if (url !== '/api/master/secureAuth') return undefined;
      if ((init.method ?? 'GET') === 'GET') return { body: { docs } };
      docs = on;
      return { body: { message: 'Secure Auth Enabled', docs: { enable2fa: true } } };
    });
    renderWithProviders(<SecureAuthRoute />);
    expect(await screen.findByText('Off')).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByTitle('QR code to scan with your authenticator app')).toBeTruthy();

    // Fewer than 6 digits: said under the field, nothing sent.
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12a3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6 digit code')).toBeTruthy();
    expect(callsOf(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Secure Auth Enabled')).toBeTruthy();
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.queryByTestId('two-factor-secret')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({ code: '123456', enable: true });
  });

  it('turns two-factor off with the current code', async () => {
    signInAs('agent');
    let docs = on;
    const fetchMock = stubFetch((url, init) => {
      if (url !== '/api/agent/secureAuth') return undefined;
      if ((init.method ?? 'GET') === 'GET') return { body: { docs } };
      docs = pending;
      return { body: { message: 'Secure Auth Disabled', docs: { enable2fa: false } } };
    });
    renderWithProviders(<SecureAuthRoute />);
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Secure Auth Disabled')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({ code: '654321', enable: false });
  });

  it("shows the server's refusal as it words it", async () => {
    signInAs('administrator');
    stubFetch((url, init) => {
      if (url !== '/api/administrator/secureAuth') return undefined;
      if ((init.method ?? 'GET') === 'GET') return { body: { docs: on } };
      return { status: 403, body: { code: 'FORBIDDEN', message: 'Secure Auth is required for this account' } };
    });
    renderWithProviders(<SecureAuthRoute />);
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Secure Auth is required for this account');
    expect(screen.getByText('On')).toBeTruthy();
  });
});
