import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { LanguageSwitch } from './language-switch';
import { useLanguageAddress } from './use-language-address';

const Page = () => {
  useLanguageAddress();
  const location = useLocation();
  return (
    <>
      <LanguageSwitch />
      <output aria-label="address">{`${location.pathname}${location.search}${location.hash}`}</output>
    </>
  );
};

const openAt = (address: string) => {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
};

describe('the address of the page in the language it is read in', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('th'));
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('moves to lang=en when the reader switches to English, and back to the bare address for Thai', async () => {
    await act(() => i18next.changeLanguage('th'));
    openAt('/course/2-sql?page=2#curriculum');
    expect(screen.getByLabelText('address')).toHaveTextContent('/course/2-sql?page=2#curriculum');

    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByText('/course/2-sql?page=2&lang=en#curriculum')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ไทย' }));
    expect(await screen.findByText('/course/2-sql?page=2#curriculum')).toBeInTheDocument();
  });

  it('names English in the address of a reader who chose English earlier', async () => {
    await act(() => i18next.changeLanguage('en'));
    openAt('/courses');

    expect(await screen.findByText('/courses?lang=en')).toBeInTheDocument();
  });
});
