import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';
import { CoursePageContext, type CoursePageValue } from '../../hooks/course-page-context';
import { CourseTabs } from './course-tabs';
import { PlanOptions } from './plan-options';
import { PlanPicker } from './plan-picker';

// The tabs' blocks stand in for themselves: what matters here is when a panel holds its block.
vi.mock('./curriculum-block', () => ({ CurriculumBlock: () => <p>the curriculum</p> }));
vi.mock('./lazy-blocks', () => ({ CommentsBlock: () => <p>the questions</p> }));
vi.mock('./course-description', () => ({ CourseDescription: () => <p>the description</p> }));
vi.mock('./how-to-buy-block', () => ({ HowToBuyBlock: () => <p>how to pay</p> }));

const plan = (id: number, name: string, price: number, more: Partial<PricingPlan> = {}) =>
  ({
    id,
    name,
    planType: 'One-Time Payment',
    price,
    isForMember: false,
    needApproval: false,
    ...more,
  }) as PricingPlan;

const pageWith = (choosePlan = vi.fn()) =>
  ({
    course: { id: 1 },
    settings: {
      is_enable_course_curriculum: true,
      is_enable_course_comment: true,
      how_to_buy: { is_enable_howtobuy: true },
    },
    offer: {
      currency: 'THB',
      plans: [
        { plan: plan(1, 'One year', 199_000), disabled: false },
        { plan: plan(2, 'Lifetime', 399_000), disabled: false },
        { plan: plan(3, 'Members', 99_000, { isForMember: true }), disabled: true },
      ],
      chosenPlanId: 1,
      choosePlan,
    },
  }) as unknown as CoursePageValue;

const renderIn = (value: CoursePageValue, node: ReactNode) =>
  render(
    <MemoryRouter>
      <CoursePageContext value={value}>{node}</CoursePageContext>
    </MemoryRouter>,
  );

describe("the course page's plans", () => {
  it.each([
    ['list', PlanOptions, 'Plans'],
    ['cards', PlanPicker, 'Choose a plan'],
  ] as const)(
    'offers the plans as %s of native radio buttons named by their words',
    async (_, Plans, name) => {
      const choosePlan = vi.fn();
      const user = userEvent.setup();
      renderIn(pageWith(choosePlan), <Plans />);

      const group = screen.getByRole('radiogroup', { name: new RegExp(name, 'i') });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(3);
      expect(within(group).getByRole('radio', { name: /^One year/ })).toBeChecked();
      expect(within(group).getByRole('radio', { name: /^Members/ })).toBeDisabled();
      // One group: the browser moves between them with the arrow keys and checks one at a time.
      expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);

      await user.click(within(group).getByText('Lifetime'));
      expect(choosePlan).toHaveBeenCalledWith(2);
    },
  );
});

describe("the course page's tabs", () => {
  it('holds the description and the curriculum from the start and the others once opened', async () => {
    const user = userEvent.setup();
    renderIn(pageWith(), <CourseTabs />);

    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toHaveLength(4);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(names[0] ?? '');
    expect(screen.getByText('the description')).toBeVisible();
    // In the page (and the server's HTML) while its tab is closed.
    expect(screen.getByText('the curriculum')).not.toBeVisible();
    expect(screen.queryByText('the questions')).toBeNull();

    await user.click(screen.getByRole('tab', { name: names[3] ?? '' }));
    expect(screen.getByRole('tabpanel', { name: names[3] ?? '' })).toHaveTextContent('the questions');

    await user.click(screen.getByRole('tab', { name: names[0] ?? '' }));
    expect(screen.getByText('the questions')).not.toBeVisible();
    expect(screen.queryByText('how to pay')).toBeNull();
  });
});
