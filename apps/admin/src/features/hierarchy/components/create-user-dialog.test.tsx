import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { CreateUserDialog } from './create-user-dialog';

resetBetweenTests();

const WL_ID = '62f255c1-7a16-4ac7-b89f-310919f91089';

describe('create user dialog', () => {
  it('lets the administrator pick the white label by name and sends its id', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/administrator/setting/whiteLabel?')) {
        return { body: paged([{ _id: WL_ID, name: 'Backlay', type: 'b2c' }]) };
      }
      if (url === '/api/administrator/user' && init.method === 'POST') {
        return { status: 400, body: { code: 'BAD_REQUEST', message: 'User name taken' } };
      }
      return undefined;
    });
    renderWithProviders(<CreateUserDialog roles={['whiteLabel']} callerRole="administrator" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    const select = within(dialog).getByLabelText('White label');
    expect(await within(dialog).findByRole('option', { name: 'Backlay (B2C)' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('User name'), { target: { value: 'whitelabel9' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Secret123' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    // No white label chosen yet: the form's message, and nothing is sent.
    expect(await within(dialog).findByText('Select the white label of the new account')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(select, { target: { value: WL_ID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toMatchObject({ role: 'whiteLabel', whiteLabelId: WL_ID }),
    );
  });
});
