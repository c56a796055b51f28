import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

describe('ContactPage', () => {
  it.each(['Reservations', 'Bulk / Sales', 'Reception Desk', 'Property Listing'])(
    'gives %s a phone and an email link',
    async (group) => {
      renderApp('/contact');
      const section = await screen.findByRole('region', { name: group });
      const links = within(section).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href')?.split(':')[0])).toEqual([
        'tel',
        'mailto',
      ]);
      expect(links[0]?.getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
      expect(links[1]?.getAttribute('href')).toMatch(/@careconnect\.in$/);
    },
  );
});
