import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { AuthPopups } from './auth-popups';
import { apiCalls, renderWithProviders, stubFetch } from '../test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';

const VALID = {
  'User Name': 'newplayer',
  'Full Name': 'New Player',
  'Mobile Number': '98765 43210',
  'Email (optional)': '',
  Password: 'Secret123',
  'Confirm Password': 'Secret123',
};

async function openRegister(handler?: Parameters<typeof stubFetch>[0], type: 'b2b' | 'b2c' = 'b2c') {
  const fetchMock = stubFetch(handler, type);
  act(() => useUi.getState().openAuthPopup('register'));
  await renderWithProviders(<AuthPopups />);
  return fetchMock;
}

function fill(values: Partial<typeof VALID>, ticks = true) {
  for (const [label, value] of Object.entries({ ...VALID, ...values })) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  if (ticks) {
    fireEvent.click(screen.getByLabelText("I'm 18"));
    fireEvent.click(screen.getByLabelText(/I accept the/));
  }
}

/** The sign-up answer of a new player. */
const SIGNED_UP = {
  token: 't',
  _id: 'n1',
  userName: 'newplayer',
  userType: 'user',
  whiteLabelId: 'wl1',
  demo: false,
  changePassword: false,
  enable2fa: false,
  twoFactorPending: false,
  demoExpiresAt: null,
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

resetSessionBetweenTests();

describe('register popup', () => {
  it.each([
    ['User Name', 'ab', 'Invalid Name'],
    ['User Name', 'bad name!', 'Invalid Name'],
    ['Full Name', '  ', 'Invalid Name'],
    ['Mobile Number', '', 'Mobile Number is Required'],
    ['Mobile Number', '12345', 'Mobile Number is Not Valid'],
    ['Mobile Number', '5876543210', 'Mobile Number is Not Valid'],
    ['Email (optional)', 'not-an-email', 'Please enter valid email'],
    ['Password', 'abcdefgh', 'Password should contain 8 character & 1 digit'],
    ['Password', 'abc12', 'Password should contain 8 character & 1 digit'],
    ['Confirm Password', 'Secret124', 'Password Mismatch'],
  ] as const)('%s = %j gives %j and sends nothing', async (label, value, message) => {
    const fetchMock = await openRegister();
    await screen.findByRole('dialog', { name: 'Register' });
    // A new password is confirmed too, so that only the rule under test fails.
    fill(label === 'Password' ? { Password: value, 'Confirm Password': value } : { [label]: value });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('asks for both ticks', async () => {
    const fetchMock = await openRegister();
    await screen.findByRole('dialog', { name: 'Register' });
    fill({}, false);
    submit();
    expect(await screen.findByText('Please confirm that you are 18 or older')).toBeTruthy();
    expect(screen.getByText('Please agree to the terms before proceeding.')).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('signs up with the normalised phone and the stored tracking, then signs in', async () => {
    localStorage.setItem('referrerCode', 'REF42');
    localStorage.setItem('utm_source', 'facebook');
    const fetchMock = await openRegister((url) =>
      url === '/api/auth/signup'
        ? {
            body: { docs: SIGNED_UP },
          }
        : undefined,
    );
    await screen.findByRole('dialog', { name: 'Register' });
    fill({ 'Email (optional)': 'new@example.com' });
    submit();
    expect(await screen.findByText('Signup Successfull')).toBeTruthy();
    const body = JSON.parse(String(apiCalls(fetchMock)[0]![1]?.body));
    expect(body).toMatchObject({
      userName: 'newplayer',
      fullName: 'New Player',
      phone: '9876543210',
      countryCode: '+91',
      email: 'new@example.com',
      referrerCode: 'REF42',
      utmSource: 'facebook',
    });
    expect(body.branchId).toBeUndefined();
    expect(useSession.getState().isLogin).toBe(true);
  });

  it('starts the phone at India (+91) and lists the countries of country-list/phone-codes.json', async () => {
    await openRegister();
    await screen.findByRole('dialog', { name: 'Register' });
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect(select.value).toBe('IN');
    await waitFor(() => expect(select.options).toHaveLength(5));
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'India (+91)',
      'Canada (+1)',
      'United Arab Emirates (+971)',
      'United Kingdom (+44)',
      'United States (+1)',
    ]);
    expect(screen.getByPlaceholderText('10 digit mobile number')).toBe(screen.getByLabelText('Mobile Number'));
  });

  it('signs up with another country’s code and its number in E.164, and checks the number for that country', async () => {
    const fetchMock = await openRegister((url) => (url === '/api/auth/signup' ? { body: { docs: SIGNED_UP } } : undefined));
    await screen.findByRole('dialog', { name: 'Register' });
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    fireEvent.change(select, { target: { value: 'GB' } });
    expect(screen.getByPlaceholderText('Mobile number')).toBe(screen.getByLabelText('Mobile Number'));
    fill({ 'Mobile Number': '123' });
    submit();
    expect(await screen.findByText('Mobile Number is Not Valid')).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '07911 123456' } });
    submit();
    expect(await screen.findByText('Signup Successfull')).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(apiCalls(fetchMock)[0]![1]?.body))).toMatchObject({ phone: '+447911123456', countryCode: '+44' });
  });

  it('keeps Canada and the United States apart, though both are +1', async () => {
    await openRegister();
    await screen.findByRole('dialog', { name: 'Register' });
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    fireEvent.change(select, { target: { value: 'US' } });
    expect(select.value).toBe('US');
    fireEvent.change(select, { target: { value: 'CA' } });
    expect(select.value).toBe('CA');
  });

  it("says 'something went wrong' when sign-up fails, with the server's reason under it", async () => {
    await openRegister((url) =>
      url === '/api/auth/signup' ? { status: 409, body: { message: 'User name already taken', code: 'CONFLICT' } } : undefined,
    );
    await screen.findByRole('dialog', { name: 'Register' });
    fill({});
    submit();
    expect(await screen.findByText('something went wrong')).toBeTruthy();
    expect(screen.getByText('User name already taken')).toBeTruthy();
  });

  it("says 'something went wrong' when the server cannot be reached", async () => {
    await openRegister();
    await screen.findByRole('dialog', { name: 'Register' });
    fill({});
    submit();
    expect(await screen.findByText('something went wrong')).toBeTruthy();
    expect(screen.queryByText('Something Went Wrong, Please Try again!')).toBeNull();
  });

  it('does not open on a b2b site', async () => {
    await openRegister(undefined, 'b2b');
    await waitFor(() => expect(useUi.getState().authPopup).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
