import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { AuthPopups } from './auth-popups';
import { OTP_RESEND_SECONDS } from './forgot-password-popup';
import { apiCalls, renderWithProviders, stubFetch } from '../test/render';

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function open(handler?: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(handler);
  act(() => useUi.getState().openAuthPopup('forgotPassword'));
  await renderWithProviders(<AuthPopups />);
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  useUi.setState({ authPopup: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('forgot password popup', () => {
  it('needs a user name before sending the OTP', async () => {
    const fetchMock = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('User Name is Required')).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the OTP, checks the new password, updates it and goes back to login', async () => {
    const fetchMock = await open((url) => {
      if (url === '/api/auth/forgotPassword/otp') return { body: { message: 'OTP Send Successfully' } };
      if (url === '/api/auth/forgotPassword') return { body: { message: 'Password Updated Successfull' } };
      return undefined;
    });
    change('User Name', ' user1 ');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP SENT')).toBeTruthy();
    // The test page runs on localhost: the hint names the local outbox.
    expect(screen.getByText(/\/dev\/outbox$/)).toBeTruthy();
    expect(screen.getByText(`Resend OTP in ${OTP_RESEND_SECONDS}s`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please enter the OTP')).toBeTruthy();
    expect(screen.getByText('Password should contain 8 character & 1 digit')).toBeTruthy();

    change('OTP', '12a345 6');
    expect((screen.getByLabelText('OTP') as HTMLInputElement).value).toBe('123456');
    change('New Password', 'NewSecret1');
    change('Confirm Password', 'NewSecret2');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Mismatch')).toBeTruthy();

    change('Confirm Password', 'NewSecret1');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Updated Successfull')).toBeTruthy();
    const body = JSON.parse(String(apiCalls(fetchMock)[1]![1]?.body));
    expect(body).toMatchObject({ userName: 'user1', otp: '123456', password: 'NewSecret1' });
    await waitFor(() => expect(useUi.getState().authPopup).toBe('login'));
  });

  it("says 'OTP SENT' for the first code and 'OTP Send Successfully' for a code asked for again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The server answers every request alike ('OTP SENT'); the two toasts are the site's own.
    const fetchMock = await open((url) => (url === '/api/auth/forgotPassword/otp' ? { body: { message: 'OTP SENT' } } : undefined));
    change('User Name', 'user1');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    // (findAll: the toasts of the test before may still be fading out.)
    expect((await screen.findAllByText('OTP SENT')).length).toBeGreaterThan(0);
    expect(screen.queryByText('OTP Send Successfully')).toBeNull();
    for (let s = 0; s < OTP_RESEND_SECONDS; s++) act(() => void vi.advanceTimersByTime(1000));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP Send Successfully')).toBeTruthy();
    expect(apiCalls(fetchMock).map(([url]) => String(url))).toEqual(['/api/auth/forgotPassword/otp', '/api/auth/forgotPassword/otp']);
  });
});
