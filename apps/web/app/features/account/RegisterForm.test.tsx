// @vitest-environment jsdom
import { message } from '@tallybook/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import RegisterForm from './RegisterForm';

afterEach(cleanup);

describe('RegisterForm (a registration embedded in another page, issue 16)', () => {
  it('has the login fields: phone, SMS code with its button, password, the terms', () => {
    renderWithApp(
      <RegisterForm language="en-US" next="/invite/register-success" back="/invite/register?invite=K7M2Q9" />,
    );
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByTestId('send-code')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('checkbox')).toBeTruthy();
  });

  it('checks the form in the browser before anything is sent, in the site words', async () => {
    renderWithApp(<RegisterForm language="en-US" next="/x" back="/y" />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('form-problem').textContent).toBe(message('en-US', 'phoneEmpty')));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-problem').textContent).not.toBe(message('en-US', 'phoneEmpty')),
    );
  });
});
