import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CoursePageContext, type CoursePageValue } from '../../hooks/course-page-context';
import { VatNote } from './vat-note';

const showNote = (settings: { is_enable_vat: boolean; is_price_include_vat?: boolean; vat_value: number }) =>
  render(
    <MemoryRouter>
      <CoursePageContext value={{ settings } as unknown as CoursePageValue}>
        <VatNote />
      </CoursePageContext>
    </MemoryRouter>,
  );

describe("the course page's word on VAT", () => {
  it('says the prices exclude VAT and that it is added at checkout, when the shop charges VAT', () => {
    showNote({ is_enable_vat: true, vat_value: 7 });

    expect(screen.getByText('Prices exclude 7% VAT, which is added at checkout.')).toBeInTheDocument();
  });

  it('says the prices include VAT and are what the buyer pays, when the shop prices with VAT inside', () => {
    showNote({ is_enable_vat: true, is_price_include_vat: true, vat_value: 7 });

    expect(screen.getByText('Prices include 7% VAT: you pay the price shown.')).toBeInTheDocument();
  });

  it('says nothing of VAT when the shop charges none', () => {
    const { container } = showNote({ is_enable_vat: false, vat_value: 7 });

    expect(container).toBeEmptyDOMElement();
  });
});
